"""Run one document's work in a child process with a time and a memory limit.

A hostile PDF can hang a parser inside C code or inflate a stream to gigabytes; neither can be
stopped from Python inside the same process. A forked child can be killed, and its address
space capped, while the parent stays responsive.

A `Server` is a child that loads what every job needs once and forks jobs from there: the
process that schedules them stays small and free to schedule while the server loads.
"""
from __future__ import annotations

import multiprocessing
import os
import signal
import sys
import time
from contextlib import contextmanager
from multiprocessing.connection import Connection, wait


class LimitExceeded(RuntimeError):
    """The work ran out of time or memory, or its process died; the message says which."""


def freeze_shared_memory() -> None:
    """For a process that has loaded what it needs and now only forks children or ends: the
    cycle collector leaves everything loaded so far alone, so a child that collects does not copy
    the pages it would touch, and exit does not walk it (0.2 s with spaCy loaded)."""
    import gc

    gc.freeze()


def can_fork() -> bool:
    return "fork" in multiprocessing.get_all_start_methods()


def _context():
    methods = multiprocessing.get_all_start_methods()
    return multiprocessing.get_context("fork" if "fork" in methods else "spawn")


def _ignore_interrupts() -> None:
    """Ctrl-C reaches the whole process group; the parent decides what stops, and kills us.
    (The parent held SIGINT back while forking, so none arrived before this.)"""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    if hasattr(signal, "pthread_sigmask"):
        signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT})


@contextmanager
def _interrupts_held():
    """Hold Ctrl-C back while a child is forked: delivered in the child before it can ignore it,
    it would interrupt whatever the fork runs there. This process gets it right after."""
    if not hasattr(signal, "pthread_sigmask"):
        yield
        return
    signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})
    try:
        yield
    finally:
        signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT})


_warned: set[str] = set()


def limit_memory(max_memory_mb: int) -> bool:
    """Cap this process's address space. Where the platform has no such limit (no `resource`
    module on Windows), say so once on stderr and run without it rather than fail."""
    try:
        import resource
    except ImportError as exc:
        if "memory" not in _warned:
            _warned.add("memory")
            print(f"swppp-audit: warning: --max-memory is not supported here ({type(exc).__name__}); "
                  "running without a memory limit", file=sys.stderr)
        return False
    # a limit below what the process already uses fails here, and is reported as exceeded
    limit = max_memory_mb * 1024 * 1024
    resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
    return True


def _child(fn, args, max_memory_mb: int, conn: Connection) -> None:
    _ignore_interrupts()
    _die_with_parent()
    try:
        if max_memory_mb:
            limit_memory(max_memory_mb)
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


def _die_with_parent() -> None:
    """On Linux, have the kernel kill this child when its parent dies: a parser hung in C whose
    parent was killed would otherwise run on with no one to enforce its time limit."""
    try:
        import ctypes

        ctypes.CDLL(None, use_errno=True).prctl(1, 9)  # PR_SET_PDEATHSIG, SIGKILL
    except (OSError, AttributeError):
        return  # not Linux: daemonic children still end with a parent that exits normally
    parent = multiprocessing.parent_process()
    if parent is not None and os.getppid() != parent.pid:
        os._exit(1)  # the parent died before the request took effect


class Job:
    """One child process at work; `poll` collects its result without blocking."""

    def __init__(self, fn, args: tuple, timeout: float, max_memory_mb: int):
        context = _context()
        self.conn, sender = context.Pipe(duplex=False)
        self.process = context.Process(target=_child, args=(fn, args, max_memory_mb, sender), daemon=True)
        with _interrupts_held():
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
            return True, result(kind, value)
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


def result(kind: str, value):
    """A child's message as the value it returned, or the exception it ended with."""
    if kind == "ok":
        return value
    if kind == "limit":
        raise LimitExceeded(value)
    raise value


class Server:
    """A child process that runs `setup(*args)` once, then forks each job it is sent (a `Job`,
    with its limits) from its own, prepared, memory. Talk to it through `conn`: `ready` is set
    once it has sent the message that it is set up; every later message is a finished job."""

    def __init__(self, setup, args: tuple):
        context = _context()
        self.conn, server_end = context.Pipe()
        # Not a daemon: daemonic processes may not start processes of their own.
        self.process = context.Process(target=_serve, args=(setup, args, server_end), name="swppp-audit-server")
        with _interrupts_held():
            self.process.start()
        server_end.close()
        self.ready = False
        self._next_id = 0

    def submit(self, fn, args: tuple, timeout: float, max_memory_mb: int) -> int:
        self._next_id += 1
        self.conn.send((self._next_id, fn, args, timeout, max_memory_mb))
        return self._next_id

    @property
    def waitables(self) -> list:
        """What to `wait` on for the server: its messages, and its end (the jobs it forked hold
        copies of its end of the pipe, so a server killed under them sends no end-of-file)."""
        return [self.conn, self.process.sentinel]

    def receive(self) -> tuple[int | None, str, object]:
        """The next message, once one of `waitables` is ready: (job id, kind, value), for
        `result(kind, value)`; job id None and kind "ready" once set up. Raises LimitExceeded
        when the server itself is gone."""
        try:
            if not self.conn.poll() and not self.process.is_alive():
                raise EOFError
            job_id, kind, value = self.conn.recv()
        except (EOFError, OSError):
            self.process.join(5)
            raise LimitExceeded(f"the audit server stopped (exit code {self.process.exitcode})") from None
        if kind == "ready":
            self.ready = True
        return job_id, kind, value

    def close(self, at_once: bool = False) -> None:
        """Let the jobs under way finish and the server end (or, `at_once`, kill it: its jobs die
        with it)."""
        if not at_once:
            try:
                self.conn.send(None)
            except OSError:
                pass
            self.process.join(5)
        if self.process.is_alive():
            self.process.kill()
            self.process.join()
        self.conn.close()


def _serve(setup, args: tuple, conn: Connection) -> None:
    _ignore_interrupts()
    _die_with_parent()
    try:
        setup(*args)
    except BaseException as exc:  # noqa: BLE001 - handed to the parent, which decides
        conn.send((None, "raised", exc))
        return
    conn.send((None, "ready", None))
    running: dict = {}  # job connection -> (job id, Job)
    listening = True
    while listening or running:
        ready = wait(([conn] if listening else []) + list(running), timeout=0.5)
        if conn in ready:
            try:
                message = conn.recv()
            except EOFError:
                message = None
            if message is None:
                listening = False
            else:
                job_id, fn, fn_args, timeout, max_memory_mb = message
                job = Job(fn, fn_args, timeout, max_memory_mb)
                running[job.conn] = (job_id, job)
        for job_conn, (job_id, job) in list(running.items()):
            try:
                finished, value = job.poll(job_conn in ready)
                outcome = (job_id, "ok", value)
            except LimitExceeded as exc:
                finished, outcome = True, (job_id, "limit", str(exc))
            except BaseException as exc:  # noqa: BLE001 - the parent decides
                finished, outcome = True, (job_id, "raised", exc)
            if finished:
                del running[job_conn]
                try:
                    conn.send(outcome)
                except OSError:
                    listening = False  # the parent is gone; finish quietly


def run(fn, *args, timeout: float, max_memory_mb: int):
    """fn(*args) in a child process; its result (picklable), its exception, or LimitExceeded."""
    return Job(fn, args, timeout, max_memory_mb).wait()
