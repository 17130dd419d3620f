"""files: the atomic writer and the clean-up of what a killed writer left."""
import os

import pytest

from swppp_audit.files import remove_unfinished, sha256_of, write_atomically


def test_write_atomically_replaces_the_file_and_leaves_no_temporary_file(tmp_path):
    target = tmp_path / "report.json"
    target.write_text("old")
    write_atomically(target, "new")
    assert target.read_text() == "new"
    assert sorted(os.listdir(tmp_path)) == ["report.json"]


def test_a_failed_write_keeps_the_old_file_and_removes_its_temporary_file(tmp_path):
    target = tmp_path / "report.json"
    target.write_text("old")
    with pytest.raises(TypeError):
        write_atomically(target, 12345)  # neither text nor bytes: the write itself fails
    assert target.read_text() == "old"
    assert sorted(os.listdir(tmp_path)) == ["report.json"]


def test_remove_unfinished_deletes_only_what_a_killed_writer_left(tmp_path):
    (tmp_path / ".a.json.4242.0badcafe.tmp").write_text("half")
    kept = ["a.json", "notes.tmp", ".hidden"]  # a user's own files, not a writer's temporaries
    for name in kept:
        (tmp_path / name).write_text("x")
    remove_unfinished(tmp_path)
    assert sorted(os.listdir(tmp_path)) == sorted(kept)


def test_sha256_of_is_the_digest_of_the_bytes(tmp_path):
    import hashlib
    data = os.urandom(3 << 20)  # more than one read block
    (tmp_path / "f.pdf").write_bytes(data)
    assert sha256_of(tmp_path / "f.pdf") == hashlib.sha256(data).hexdigest()
