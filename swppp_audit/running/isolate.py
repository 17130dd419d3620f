"""Each piece of a document's work in a child process of its own, with a time and a memory limit.

A hostile PDF can hang a parser inside C code or inflate a stream to gigabytes; neither can be
stopped from Python inside the same process. A child can be killed, and its address space capped,
while the parent stays responsive. `check`, `batch` and `serve` all run their audits as `Child`ren.

Children are forked, never spawned, at the moment the work starts, by the thread that waits for
them: a child starts with everything the parent has loaded by then (spaCy and the matchers cost it
nothing) and copies only the pages it writes. Not a pool library: `concurrent.futures` cannot kill
a task hung in C and fails every queued task when one worker dies; `pebble` can kill, but forks its
workers ahead of the work, from a thread of its own, which may be while this process is still
importing spaCy (the fork then copies locks held half-way) and before what they need is loaded.

Where the platform cannot fork, the work runs in this process, without the limits, after a warning.
"""
from __future__ import annotations

import multiprocessing
import os
import signal
import sys
import threading
import time
from contextlib import contextmanager
from multiprocessing.connection import Connection, wait


class LimitExceeded(RuntimeError):
    """The work ran out of time or memory, or its process died; the message says which."""


_warned: set[str] = set()
_forking = threading.Lock()


def _warn_once(what: str, message: str) -> None:
    if what not in _warned:
        _warned.add(what)
        print(f"swppp-audit: warning: {message}", file=sys.stderr)


def can_fork() -> bool:
    return "fork" in multiprocessing.get_all_start_methods()


def freeze_shared_memory() -> None:
    """For a process that has loaded what it needs and now only forks children or ends: the
    cycle collector leaves everything loaded so far alone, so a child that collects does not copy
    the pages it would touch, and exit does not walk it (0.2 s with spaCy loaded)."""
    import gc

    gc.freeze()


@contextmanager
def frozen_heap():
    """For children forked inside: the cycle collector leaves this process's heap alone, so their
    collections neither walk nor copy it (a judging child of a 300-page plan spent ~0.07 s doing
    that). This process collects it again afterwards (nothing kept for good, as in a server),
    unless it had frozen its heap for good already (freeze_shared_memory)."""
    import gc

    for_good = gc.get_freeze_count() > 0
    gc.freeze()
    try:
        yield
    finally:
        if not for_good:
            gc.unfreeze()


def limit_memory(max_memory_mb: int) -> bool:
    """Cap this process's address space. Where the platform has no such limit (no `resource`
    module on Windows), say so once on stderr and run without it rather than fail."""
    try:
        import resource
    except ImportError as exc:
        _warn_once("memory", f"--max-memory is not supported here ({type(exc).__name__}); "
                             "running without a memory limit")
        return False
    # a limit below what the process already uses fails here, and is reported as exceeded
    limit = max_memory_mb * 1024 * 1024
    resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
    return True


class Child:
    """fn(*args) in a forked child, within `timeout` seconds and `max_memory_mb` MB of address
    space (0: no limit). `result()` is its return value or its exception, or LimitExceeded."""

    def __init__(self, fn, args: tuple, timeout: float, max_memory_mb: int):
        self.started = time.monotonic()
        self.deadline = self.started + timeout
        self.timeout, self.process, self._outcome = timeout, None, None
        if not can_fork():
            _warn_once("fork", "this platform cannot fork: each document is audited in this process, "
                               "without --timeout or --max-memory")
            self._outcome = _outcome(fn, args, 0)
            return
        # One fork at a time (serve forks from two threads): a child forked while another's pipe is
        # open here would hold its end, and hide that one's death until it ended too.
        with _forking:
            self.conn, sender = multiprocessing.Pipe(duplex=False)
            self.process = multiprocessing.get_context("fork").Process(
                target=_child, args=(fn, args, max_memory_mb, sender), daemon=True)
            # Ctrl-C reaches the whole process group. Held back while forking, it cannot interrupt
            # the child before the child ignores it (the parent decides what stops); we get it after.
            if hasattr(signal, "pthread_sigmask"):
                signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})
            try:
                self.process.start()
            finally:
                sender.close()
                if hasattr(signal, "pthread_sigmask"):
                    signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT})

    def done(self) -> bool:
        """Whether `result()` would return at once: finished, died, or out of time."""
        return self._outcome is not None or time.monotonic() >= self.deadline or self.conn.poll()

    def result(self):
        """Wait for the child (until its deadline at most); its value, or raise its exception or
        LimitExceeded."""
        if self._outcome is None:
            self._outcome = self._collect()
        kind, value = self._outcome
        if kind == "ok":
            return value
        raise LimitExceeded(value) if kind == "limit" else value

    def _collect(self) -> tuple[str, object]:
        try:
            if not self.conn.poll(max(0.0, self.deadline - time.monotonic())):  # True on end of file too
                return "limit", f"timed out after {self.timeout:g} s"
            outcome = receive(self.conn)
            self.kill(grace=5)  # it has sent its result and is on its way out
            return outcome
        except EOFError:
            self.process.join(5)
            return "limit", (f"the process died (exit code {self.process.exitcode}; "
                             "out of memory or crashed in a PDF library)")
        finally:
            self.kill()

    def kill(self, grace: float = 0) -> None:
        """Stop the child (after `grace` seconds to end by itself), if it still runs."""
        if self.process is None:
            return
        self.process.join(grace)
        if self.process.exitcode is None:
            self.process.kill()
        self.process.join()
        self.conn.close()
        self.process = None
        if self._outcome is None:  # what `result()` says of a child stopped from outside
            self._outcome = ("limit", "stopped before it finished")


def receive(conn: Connection):
    """What a child sent down a pipe (its result, or a batch reader's hand-over), unpickled with
    the cycle collector paused (see `unpickled`)."""
    with _collector_paused():
        return conn.recv()


def unpickled(data: bytes):
    """pickle.loads with the cycle collector paused: a read plan is some 10^5 new objects, and
    with the collector on they set off full collections over this process's heap (spaCy's, once
    loaded): 33 ms for a 300-page plan, against 4 ms without."""
    import pickle

    with _collector_paused():
        return pickle.loads(data)


@contextmanager
def _collector_paused():
    import gc

    paused = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if paused:
            gc.enable()


def finished(children, *others: Connection, timeout: float | None = None) -> list[Child]:
    """Wait until one of the children is done (or one of `others` is readable, or `timeout`
    seconds pass); the children that are done."""
    if not any(child.done() for child in children):
        if children:  # wake at the first deadline, to kill that child
            first = min(child.deadline for child in children) - time.monotonic()
            timeout = first if timeout is None else min(timeout, first)
        wait([child.conn for child in children] + list(others), None if timeout is None else max(0.0, timeout))
    return [child for child in children if child.done()]


def run(fn, *args, timeout: float, max_memory_mb: int):
    """fn(*args) in a child process; its result (picklable), its exception, or LimitExceeded."""
    return Child(fn, args, timeout, max_memory_mb).result()


def _child(fn, args: tuple, max_memory_mb: int, conn: Connection) -> None:
    global _forking
    _forking = threading.Lock()  # the copy of the parent's is held: it was forking us
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # the parent decides what stops, and kills us
    if hasattr(signal, "pthread_sigmask"):
        signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT})
    _die_with_parent()
    # Daemonic, so that a parent that exits does not wait for it; but free to fork children of its
    # own (which die with it), as multiprocessing forbids a daemonic process.
    multiprocessing.current_process().daemon = False
    outcome = _outcome(fn, args, max_memory_mb)
    try:
        conn.send(outcome)
    except MemoryError:  # a result too big to pickle under the limit
        conn.send(("limit", f"exceeded the memory limit of {max_memory_mb} MB"))
    except Exception as exc:  # noqa: BLE001 - an exception that cannot be pickled still says what it was
        conn.send(("raised", RuntimeError(f"{type(outcome[1]).__name__}: {outcome[1]} ({exc})")))
    conn.close()


def _outcome(fn, args: tuple, max_memory_mb: int) -> tuple[str, object]:
    """("ok", value), ("limit", message) or ("raised", exception): what fn(*args) came to."""
    try:
        if max_memory_mb:
            limit_memory(max_memory_mb)
        return "ok", fn(*args)
    except MemoryError:
        return "limit", f"exceeded the memory limit of {max_memory_mb} MB"
    except (ImportError, OSError) as exc:
        # a library that cannot be mapped into memory under the limit ("failed to map segment")
        if max_memory_mb and ("map" in str(exc) or "allocate" in str(exc)):
            return "limit", f"exceeded the memory limit of {max_memory_mb} MB (while loading {type(exc).__name__})"
        return "raised", exc
    except BaseException as exc:  # noqa: BLE001 - handed to the parent, which decides
        return "raised", exc


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
