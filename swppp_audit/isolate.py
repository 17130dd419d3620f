"""Run one document's work in a child process with a time and a memory limit.

A hostile PDF can hang a parser inside C code or inflate a stream to gigabytes; neither can be
stopped from Python inside the same process. A forked child can be killed, and its address
space capped, while the parent stays responsive.
"""
from __future__ import annotations

import multiprocessing
import time
from multiprocessing.connection import Connection, wait


class LimitExceeded(RuntimeError):
    """The work ran out of time or memory, or its process died; the message says which."""


def _context():
    methods = multiprocessing.get_all_start_methods()
    return multiprocessing.get_context("fork" if "fork" in methods else "spawn")


def _child(fn, args, max_memory_mb: int, conn: Connection) -> None:
    try:
        if max_memory_mb:
            import resource

            limit = max_memory_mb * 1024 * 1024
            resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
        conn.send(("ok", fn(*args)))
    except MemoryError:
        conn.send(("limit", f"exceeded the memory limit of {max_memory_mb} MB"))
    except (ImportError, OSError) as exc:
        # a library that cannot be mapped into memory under the limit ("failed to map segment")
        if max_memory_mb and ("map" in str(exc) or "allocate" in str(exc)):
            conn.send(("limit", f"exceeded the memory limit of {max_memory_mb} MB (while loading {type(exc).__name__})"))
        else:
            conn.send(("raised", exc))
    except BaseException as exc:  # noqa: BLE001 - handed to the parent, which decides
        conn.send(("raised", exc))
    finally:
        conn.close()


class Job:
    """One child process at work; `poll` collects its result without blocking."""

    def __init__(self, fn, args: tuple, timeout: float, max_memory_mb: int):
        context = _context()
        self.conn, sender = context.Pipe(duplex=False)
        self.process = context.Process(target=_child, args=(fn, args, max_memory_mb, sender), daemon=True)
        self.process.start()
        sender.close()
        self.deadline = time.monotonic() + timeout
        self.timeout = timeout

    def poll(self, ready: bool):
        """(True, result) when finished, (False, None) while running. Raises LimitExceeded, or
        re-raises the child's exception."""
        if ready or self.conn.poll():
            try:
                kind, value = self.conn.recv()
            except EOFError:
                self.process.join(5)
                raise LimitExceeded(f"the process died (exit code {self.process.exitcode}; "
                                    "out of memory or crashed in a PDF library)") from None
            finally:
                self._close()
            if kind == "ok":
                return True, value
            if kind == "limit":
                raise LimitExceeded(value)
            raise value
        if time.monotonic() > self.deadline:
            self.process.kill()
            self._close()
            raise LimitExceeded(f"timed out after {self.timeout:g} s")
        return False, None

    def wait(self):
        """Block until the result; raises as `poll` does."""
        while True:
            ready = bool(wait([self.conn], timeout=max(0.0, min(0.5, self.deadline - time.monotonic()))))
            finished, value = self.poll(ready)
            if finished:
                return value

    def _close(self) -> None:
        self.process.join(5)
        self.conn.close()


def run(fn, *args, timeout: float, max_memory_mb: int):
    """fn(*args) in a child process; its result (picklable), its exception, or LimitExceeded."""
    return Job(fn, args, timeout, max_memory_mb).wait()
