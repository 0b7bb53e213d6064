"""A private cache directory for each test (PADDLE_DATA_HOME), and a way to place a miniature
file there in the published format with its md5 recorded as the module's published sum."""
from __future__ import annotations

import gzip
import hashlib
import io
import tarfile
import zipfile

import pytest


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("PADDLE_DATA_HOME", str(tmp_path))
    return tmp_path


@pytest.fixture
def publish(home, monkeypatch):
    """publish(module, md5_attr, url, data, subdir=None, save_name=None) -> path: writes `data`
    where `module` looks for `url`'s file, and makes `module.<md5_attr>` its md5."""
    def place(module, md5_attr, url, data, subdir, save_name=None):
        folder = home / subdir
        folder.mkdir(parents=True, exist_ok=True)
        path = folder / (save_name or url.split("/")[-1])
        path.write_bytes(data)
        if md5_attr:
            monkeypatch.setattr(module, md5_attr, hashlib.md5(data).hexdigest())
        return path
    return place


def tar_bytes(members, mode="w:gz"):
    """A tarball (gzip'ed by default) of {name: bytes}, in the given order."""
    out = io.BytesIO()
    with tarfile.open(fileobj=out, mode=mode) as tar:
        for name, data in members.items():
            info = tarfile.TarInfo(name)
            info.size = len(data)
            tar.addfile(info, io.BytesIO(data))
    return out.getvalue()


def zip_bytes(members):
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w") as z:
        for name, data in members.items():
            z.writestr(name, data)
    return out.getvalue()


def gz(data):
    return gzip.compress(data)
