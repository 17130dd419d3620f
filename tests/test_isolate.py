"""Children with limits (isolate.Child), forked from what the parent has loaded: what check, batch
and serve rely on to keep one bad document from hanging or exhausting the rest."""
from __future__ import annotations

import os
import signal
import time

import pytest

from swppp_audit.running import isolate
from swppp_audit.running.isolate import Child, LimitExceeded, finished, run

LOADED: list[int] = []


def loaded_and_pid(_: int) -> tuple[list[int], int]:
    return list(LOADED), os.getpid()


def fail(message: str) -> None:
    raise ValueError(message)


def sleep(seconds: float) -> None:
    time.sleep(seconds)


def allocate(megabytes: int) -> int:
    return len(bytearray(megabytes * 1024 * 1024))


def die() -> None:
    os.kill(os.getpid(), signal.SIGKILL)


class Unpicklable(Exception):
    def __reduce__(self):
        raise TypeError("cannot pickle")


def raise_unpicklable() -> None:
    raise Unpicklable("a library's own error")


def test_children_run_apart_with_what_the_parent_loaded_before_they_started():
    LOADED.append(7)
    try:
        first, second = Child(loaded_and_pid, (1,), 30, 0), Child(loaded_and_pid, (2,), 30, 0)
        (seen_first, pid_first), (seen_second, pid_second) = first.result(), second.result()
    finally:
        LOADED.clear()
    assert seen_first == seen_second == [7], "the children did not start with the parent's memory"
    assert len({pid_first, pid_second, os.getpid()}) == 3


def test_a_failing_child_comes_back_as_its_exception_and_the_others_go_on():
    failing, after = Child(fail, ("bad page",), 30, 0), Child(allocate, (1,), 30, 0)
    with pytest.raises(ValueError, match="bad page"):
        failing.result()
    assert after.result() == 1024 * 1024


def test_a_child_over_its_time_is_killed_and_reported_while_others_finish():
    slow, quick = Child(sleep, (60,), 1, 0), Child(loaded_and_pid, (4,), 30, 0)
    started = time.monotonic()
    done: list[Child] = []
    while len(done) < 2:
        done += finished([c for c in (slow, quick) if c not in done])
    assert done == [quick, slow] and time.monotonic() - started < 15
    with pytest.raises(LimitExceeded, match="timed out after 1 s"):
        slow.result()
    assert slow.process is None  # killed and reaped


def test_a_child_over_its_memory_is_reported():
    with pytest.raises(LimitExceeded, match="memory limit of 1024 MB"):
        run(allocate, 4096, timeout=60, max_memory_mb=1024)


def test_a_child_that_dies_is_reported_not_waited_for():
    started = time.monotonic()
    with pytest.raises(LimitExceeded, match="the process died"):
        run(die, timeout=60, max_memory_mb=0)
    assert time.monotonic() - started < 10


def test_an_exception_that_cannot_be_pickled_still_says_what_it_was():
    with pytest.raises(RuntimeError, match="Unpicklable: a library's own error"):
        run(raise_unpicklable, timeout=30, max_memory_mb=0)


def test_kill_stops_a_running_child_at_once_and_its_result_says_so():
    child = Child(sleep, (60,), 120, 0)
    pid = child.process.pid
    child.kill()
    with pytest.raises(ProcessLookupError):
        os.kill(pid, 0)
    assert child.done()
    with pytest.raises(LimitExceeded, match="stopped before it finished"):
        child.result()


def test_finished_wakes_for_another_connection():
    import multiprocessing

    waiting, stop = multiprocessing.Pipe(duplex=False)
    child = Child(sleep, (60,), 120, 0)
    try:
        stop.send(None)
        assert finished([child], waiting) == [] and waiting.poll()
    finally:
        child.kill()


def test_run_returns_the_childs_result_or_raises_its_exception():
    assert run(allocate, 1, timeout=30, max_memory_mb=0) == 1024 * 1024
    with pytest.raises(ValueError, match="no text"):
        run(fail, "no text", timeout=30, max_memory_mb=0)


def test_without_fork_the_work_runs_here_after_one_warning(monkeypatch, capsys):
    """Windows has no fork: the audit runs in this process, without the limits, and says so once."""
    monkeypatch.setattr(isolate, "_warned", set())
    monkeypatch.setattr(isolate, "can_fork", lambda: False)
    assert run(loaded_and_pid, 1, timeout=30, max_memory_mb=512) == ([], os.getpid())
    with pytest.raises(ValueError, match="bad page"):
        run(fail, "bad page", timeout=30, max_memory_mb=512)
    assert capsys.readouterr().err.count("cannot fork") == 1


def test_without_a_memory_limit_on_the_platform_it_warns_once_and_runs(monkeypatch, capsys):
    """Windows has no `resource` module: --max-memory must not turn into an internal error."""
    import sys

    monkeypatch.setitem(sys.modules, "resource", None)  # import resource -> ImportError
    monkeypatch.setattr(isolate, "_warned", set())
    assert isolate.limit_memory(512) is False
    assert isolate.limit_memory(512) is False
    err = capsys.readouterr().err
    assert err.count("--max-memory is not supported here") == 1


def test_with_the_platform_limit_it_is_set_silently(capsys):
    def child():
        import resource

        return isolate.limit_memory(2048), resource.getrlimit(resource.RLIMIT_AS)[0]

    assert run(child, timeout=30, max_memory_mb=0) == (True, 2048 * 1024 * 1024)
    assert capsys.readouterr().err == ""



def frozen_count(_: int) -> int:
    import gc

    return gc.get_freeze_count()


def test_children_forked_in_a_frozen_heap_leave_it_alone_and_the_parent_collects_it_again():
    """A judging child's collections must not walk (and copy) the parent's spaCy-sized heap; the
    parent, which may be a server, must not keep that heap from collection for good."""
    import gc

    gc.unfreeze()  # as a process that has frozen nothing for good (an in-process `check` before may have)
    with isolate.frozen_heap():
        child = Child(frozen_count, (0,), 30, 0)
    assert child.result() > 0
    assert gc.get_freeze_count() == 0
    assert Child(frozen_count, (0,), 30, 0).result() == 0
    isolate.freeze_shared_memory()  # a batch parent: frozen for good, and it stays so
    with isolate.frozen_heap():
        pass
    assert gc.get_freeze_count() > 0
    gc.unfreeze()


def big_result(n: int) -> list[dict]:
    return [{"page": i, "text": f"line {i}"} for i in range(n)]


@pytest.mark.parametrize("enabled", [True, False])
def test_a_large_result_arrives_whole_and_the_collector_is_left_as_it_was(enabled):
    import gc

    (gc.enable if enabled else gc.disable)()
    try:
        assert run(big_result, 50_000, timeout=30, max_memory_mb=0) == big_result(50_000)
        assert gc.isenabled() is enabled
    finally:
        gc.enable()
