"""Child processes with limits (isolate.Job) and the server that forks them from prepared memory
(isolate.Server): what the batch relies on to keep one bad document from stopping the rest."""
from __future__ import annotations

import os
import signal
import time
from multiprocessing.connection import wait

import pytest

from swppp_audit.running.isolate import LimitExceeded, Server, result, run

PREPARED: list[int] = []


def prepare(value: int) -> None:
    PREPARED.append(value)


def prepared_and_pid(_: int) -> tuple[list[int], int]:
    return list(PREPARED), os.getpid()


def fail(message: str) -> None:
    raise ValueError(message)


def sleep(seconds: float) -> None:
    time.sleep(seconds)


def allocate(megabytes: int) -> int:
    return len(bytearray(megabytes * 1024 * 1024))


def messages(server: Server, count: int, within: float = 60) -> list[tuple]:
    """The next `count` job messages (the ready message is consumed along the way)."""
    found, deadline = [], time.monotonic() + within
    while len(found) < count:
        assert wait(server.waitables, timeout=max(0.0, deadline - time.monotonic())), "the server went quiet"
        job_id, kind, value = server.receive()
        if job_id is not None:
            found.append((job_id, kind, value))
    return found


@pytest.fixture
def server():
    started = Server(prepare, (7,))
    yield started
    started.close()


def test_jobs_run_in_separate_children_that_inherit_the_set_up(server):
    first = server.submit(prepared_and_pid, (1,), timeout=30, max_memory_mb=0)
    second = server.submit(prepared_and_pid, (2,), timeout=30, max_memory_mb=0)
    done = {job_id: result(kind, value) for job_id, kind, value in messages(server, 2)}
    assert server.ready
    assert done[first][0] == [7] and done[second][0] == [7], "set-up did not run once, before the jobs"
    assert PREPARED == [], "set-up ran in the caller's process"
    assert len({done[first][1], done[second][1], os.getpid(), server.process.pid}) == 4


def test_a_failing_job_comes_back_as_its_exception_and_the_server_goes_on(server):
    failing = server.submit(fail, ("bad page",), timeout=30, max_memory_mb=0)
    [(job_id, kind, value)] = messages(server, 1)
    assert job_id == failing
    with pytest.raises(ValueError, match="bad page"):
        result(kind, value)
    after = server.submit(prepared_and_pid, (3,), timeout=30, max_memory_mb=0)
    [(job_id, kind, value)] = messages(server, 1)
    assert job_id == after and result(kind, value)[0] == [7]


def test_a_job_over_its_time_is_killed_and_reported_while_others_finish(server):
    slow = server.submit(sleep, (60,), timeout=1, max_memory_mb=0)
    quick = server.submit(prepared_and_pid, (4,), timeout=30, max_memory_mb=0)
    started = time.monotonic()
    done = {job_id: (kind, value) for job_id, kind, value in messages(server, 2)}
    assert time.monotonic() - started < 15
    assert result(*done[quick])[0] == [7]
    with pytest.raises(LimitExceeded, match="timed out after 1 s"):
        result(*done[slow])


def test_a_job_over_its_memory_is_reported(server):
    greedy = server.submit(allocate, (4096,), timeout=60, max_memory_mb=1024)
    [(job_id, kind, value)] = messages(server, 1)
    assert job_id == greedy
    with pytest.raises(LimitExceeded, match="memory limit of 1024 MB"):
        result(kind, value)


def test_a_server_that_dies_is_reported_not_waited_for(server):
    messages(server, 0)
    server.submit(sleep, (60,), timeout=120, max_memory_mb=0)
    os.kill(server.process.pid, signal.SIGKILL)
    with pytest.raises(LimitExceeded, match="the audit server stopped"):
        while True:
            assert wait(server.waitables, timeout=30), "no word of the server's death"
            server.receive()


def test_run_returns_the_childs_result_or_raises_its_exception():
    assert run(allocate, 1, timeout=30, max_memory_mb=0) == 1024 * 1024
    with pytest.raises(ValueError, match="no text"):
        run(fail, "no text", timeout=30, max_memory_mb=0)


def test_without_a_memory_limit_on_the_platform_it_warns_once_and_runs(monkeypatch, capsys):
    """Windows has no `resource` module: --max-memory must not turn into an internal error."""
    import sys

    from swppp_audit.running import isolate

    monkeypatch.setitem(sys.modules, "resource", None)  # import resource -> ImportError
    monkeypatch.setattr(isolate, "_warned", set())
    assert isolate.limit_memory(512) is False
    assert isolate.limit_memory(512) is False
    err = capsys.readouterr().err
    assert err.count("--max-memory is not supported here") == 1


def test_with_the_platform_limit_it_is_set_silently(capsys):
    import multiprocessing

    from swppp_audit.running import isolate

    def child(queue):
        import resource

        queue.put((isolate.limit_memory(2048), resource.getrlimit(resource.RLIMIT_AS)[0]))

    queue = multiprocessing.get_context("fork").Queue()
    process = multiprocessing.get_context("fork").Process(target=child, args=(queue,))
    process.start()
    process.join(10)
    assert queue.get(timeout=5) == (True, 2048 * 1024 * 1024)
    assert capsys.readouterr().err == ""
