"""Files: the one atomic writer every command uses, and the one content hash (a document's
identity in an audit, a round and a batch's rerun key)."""
from __future__ import annotations

import hashlib
import os
import secrets
from pathlib import Path


def write_atomically(path, data: str | bytes) -> None:
    """Write through a temporary file in the same folder, synced, then rename: never a half-written
    file, even after a power cut.
    The temporary file is opened with mode 0666 so the user's umask decides who may read it, as
    for any file the user creates (mkstemp's 0600 locks colleagues on a shared drive out)."""
    path = Path(path)
    if isinstance(data, str):
        data = data.encode("utf-8")
    tmp = path.with_name(f".{path.name}.{os.getpid()}.{secrets.token_hex(4)}.tmp")
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o666)
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())  # the bytes on disk before the name points at them
        os.replace(tmp, path)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise
    _sync_folder(path.parent)


def remove_unfinished(folder: Path) -> None:
    """Delete the temporary files `write_atomically` left in `folder` when the process writing them
    was killed before it could clean up (a batch's audit stopped by Ctrl-C or its time limit)."""
    for leftover in Path(folder).glob(".*.tmp"):
        leftover.unlink(missing_ok=True)


def _sync_folder(folder: Path) -> None:
    """Make the rename itself durable (a power cut after it must not bring back the old file).
    Folders cannot be opened for syncing on every platform (Windows); there the rename is as
    durable as the file system makes it."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def sha256_of(path: Path) -> str:
    """The hex SHA-256 of a file's bytes, read a megabyte at a time."""
    digest = hashlib.sha256()
    with Path(path).open("rb") as fh:
        for block in iter(lambda: fh.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def data_dir(name: str) -> Path:
    """A data folder of the package (`checklists`, `templates`, `static`, `examples`), under swppp_audit/data."""
    return Path(__file__).resolve().parent / "data" / name
