"""A ResNet-20 training step (CIFAR layout) at batch 64 on the CPU through Model.run, against the
same network and optimizer in PyTorch in the same process (the median of interleaved rounds'
ratios), and the peak memory (RSS) of each side, measured in a process of its own that builds
and runs only that side's step:

    conv 3x3 (16) bn relu; 3 stages x 3 basic blocks of 16, 32, 64 channels (conv 3x3 bn relu,
    conv 3x3 bn, + shortcut, relu; the first block of stages 2 and 3 strides 2, its shortcut a
    1x1 conv + bn); global average pool; fc 10; softmax cross-entropy (mean); momentum SGD

    env -u OPENBLAS_CORETYPE -u OPENBLAS_L2_SIZE python bench/resnet20_step.py
    BENCH_THREADS=2 python bench/resnet20_step.py
    BENCH_CLOCK=cpu BENCH_THREADS=1 python bench/resnet20_step.py  # CPU time (a shared machine)
    python bench/resnet20_step.py --rss paddle     # one side only: prints its peak RSS in MiB
    python bench/resnet20_step.py --inference      # the forward pass in inference mode (no RSS):
                                                   # Model.run(inference=True) against eval() + no_grad
"""
from __future__ import annotations

import os
import resource
import statistics
import subprocess
import sys
from typing import Any, Callable

sys.path.insert(0, os.path.dirname(__file__))
import _threads  # noqa: E402,F401  (before numpy: sets the BLAS thread count)
import numpy as np  # noqa: E402
from _timing import per_call  # noqa: E402

BATCH, STAGES, BLOCKS, CLASSES = 64, (16, 32, 64), 3, 10
LEARNING_RATE, MOMENTUM = 0.1, 0.9


def batch(seed: int = 0) -> tuple[np.ndarray, np.ndarray]:
    rng = np.random.default_rng(seed)
    return rng.normal(size=(BATCH, 3, 32, 32)).astype(np.float32), rng.integers(0, CLASSES, (BATCH, 1))


# --- ours ------------------------------------------------------------------------------------------
def _bn(x: Any, channels: int, name: str) -> Any:
    """batch_norm with its four parameters (scale, shift trained; running mean, variance updated by the op)."""
    import paddle
    from paddle.generated import layers

    def param(part: str, value: float) -> Any:
        return paddle.model.parameter(f"{name}.{part}", [channels], initializer=("fill_constant", {"value": value}))
    return layers.batch_norm(x, param("scale", 1.0), param("bias", 0.0), param("mean", 0.0), param("var", 1.0))[0]


def _conv_bn(x: Any, channels: int, size: int, stride: int, name: str) -> Any:
    from paddle.generated import layers
    y = layers.img_conv(x, num_filters=channels, filter_size=size, stride=stride, padding=size // 2, bias=False)
    return _bn(y, channels, name)


def _block(x: Any, channels: int, stride: int, name: str) -> Any:
    from paddle.generated import layers
    y = layers.relu(_conv_bn(x, channels, 3, stride, f"{name}.bn1"))
    y = _conv_bn(y, channels, 3, 1, f"{name}.bn2")
    shortcut = _conv_bn(x, channels, 1, stride, f"{name}.bn_short") if stride != 1 else x
    return layers.relu(layers.add(y, shortcut))


INFERENCE = "--inference" in sys.argv


def paddle_step() -> Callable[[], None]:
    import paddle
    from paddle.generated import layers
    from paddle.model_methods import backward, data, optimize
    model = paddle.Model(seed=1)
    with model:
        image, label = data("image", [None, 3, 32, 32]), data("label", [None, 1], dtype="int64")
        x = layers.relu(_conv_bn(image, STAGES[0], 3, 1, "stem"))
        for s, channels in enumerate(STAGES):
            for b in range(BLOCKS):
                x = _block(x, channels, 2 if s > 0 and b == 0 else 1, f"s{s}b{b}")
        x = layers.flatten(layers.pool2d(x, pooling_type="avg", global_pooling=True), axis=1)
        logits = layers.fc(x, size=CLASSES)
        _, loss = layers.softmax_with_cross_entropy(logits, label)
        avg = layers.mean(loss)
        backward(avg)
        updates = optimize("momentum", learning_rate=LEARNING_RATE, momentum=MOMENTUM)
    xs, ys = batch()
    if INFERENCE:  # batch norm with its running statistics, folded into the convolutions
        model.run(logits, feed={"image": xs}, inference=True)
        return lambda: model.run(logits, feed={"image": xs}, inference=True)
    model.run(avg, feed={"image": xs, "label": ys}, train=updates)  # builds the plan once

    def step() -> None:
        model.run(train=updates)  # the fed batch stays: one whole step, no copies back
    return step


# --- PyTorch's -------------------------------------------------------------------------------------
def torch_step() -> Callable[[], None] | None:
    try:
        import torch
    except ImportError:
        return None
    _threads.torch_threads(torch)
    torch.manual_seed(0)
    nn = torch.nn

    def conv_bn(cin: int, cout: int, size: int, stride: int) -> Any:
        return nn.Sequential(nn.Conv2d(cin, cout, size, stride, size // 2, bias=False), nn.BatchNorm2d(cout))

    class Block(nn.Module):  # type: ignore[misc]
        def __init__(self, cin: int, cout: int, stride: int) -> None:
            super().__init__()
            self.one, self.two = conv_bn(cin, cout, 3, stride), conv_bn(cout, cout, 3, 1)
            self.short = conv_bn(cin, cout, 1, stride) if stride != 1 else nn.Identity()

        def forward(self, x: Any) -> Any:
            return torch.relu(self.two(torch.relu(self.one(x))) + self.short(x))

    layers: list[Any] = [conv_bn(3, STAGES[0], 3, 1), nn.ReLU()]
    cin = STAGES[0]
    for s, channels in enumerate(STAGES):
        for b in range(BLOCKS):
            layers.append(Block(cin, channels, 2 if s > 0 and b == 0 else 1))
            cin = channels
    net = nn.Sequential(*layers, nn.AdaptiveAvgPool2d(1), nn.Flatten(), nn.Linear(cin, CLASSES))
    opt = torch.optim.SGD(net.parameters(), lr=LEARNING_RATE, momentum=MOMENTUM)
    xs, ys = batch()
    tx, ty = torch.from_numpy(xs), torch.from_numpy(ys.reshape(-1))
    if INFERENCE:
        net.eval()

        def infer() -> None:
            with torch.no_grad():
                net(tx)
        return infer

    def step() -> None:
        opt.zero_grad()
        torch.nn.functional.cross_entropy(net(tx), ty).backward()
        opt.step()
    return step


# --- peak memory -----------------------------------------------------------------------------------
def peak_rss_mib(side: str, steps: int = 5) -> float:
    """This process's peak RSS after building `side`'s step and running it `steps` times."""
    step = paddle_step() if side == "paddle" else torch_step()
    assert step is not None
    for _ in range(steps):
        step()
    return _high_water_mib()


def _high_water_mib() -> float:
    """The process's peak RSS: VmHWM where /proc has it (the peak of this program's own memory;
    getrusage's ru_maxrss also counts the parent's memory at fork, carried over exec)."""
    try:
        with open("/proc/self/status") as status:
            line = next(x for x in status if x.startswith("VmHWM:"))
        return int(line.split()[1]) / 1024  # kB
    except (OSError, StopIteration):
        return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # KiB on Linux


def peak_rss_of(side: str) -> float | None:
    """Peak RSS (MiB) of a fresh process that runs only `side`'s step (imports included)."""
    done = subprocess.run([sys.executable, __file__, "--rss", side], capture_output=True, text=True, timeout=600)
    lines = [line for line in done.stdout.splitlines() if line.startswith("peak_rss_mib ")]
    return float(lines[-1].split()[1]) if done.returncode == 0 and lines else None


def _compare(a: Callable[[], None], b: Callable[[], None]) -> tuple[float, float]:
    """Seconds per step of `a`, then of `b`, each after its own warm-up (as _timing.compare, with
    fewer calls: a step takes a tenth of a second or more)."""
    return per_call(a, calls=3, repeats=3, warmup=2), per_call(b, calls=3, repeats=3, warmup=2)


def main(rounds: int = 9) -> dict[str, float]:
    ours, theirs = paddle_step(), torch_step()
    if theirs is None:
        print("resnet20_step PyTorch : not installed (pip install torch==2.13.0) - no ratio")
        return {}
    ratios, mine, base = [], [], []
    for i in range(rounds):  # each side first in turn; the median ratio shrugs off a burst of load
        pair = _compare(ours, theirs) if i % 2 == 0 else _compare(theirs, ours)[::-1]
        mine.append(pair[0])
        base.append(pair[1])
        ratios.append(pair[0] / pair[1])
    ratio = statistics.median(ratios)
    rss_ours, rss_torch = (None, None) if INFERENCE else (peak_rss_of("paddle"), peak_rss_of("torch"))
    what = "inference, batch norm's running statistics" if INFERENCE else "ResNet-20 + momentum SGD"
    print(f"resnet20_step Model.run : {statistics.median(mine) * 1e3:8.1f} ms/step "
          f"({what}, batch {BATCH}, 32x32, CPU)")
    print(f"resnet20_step PyTorch   : {statistics.median(base) * 1e3:8.1f} ms/step")
    print(f"resnet20_step threads   : {_threads.THREADS} (BENCH_THREADS) for numpy's BLAS, our kernels and torch")
    print(f"resnet20_step ratio     : {ratio:8.2f}x PyTorch's time, median of {rounds} interleaved rounds "
          f"(range {min(ratios):.2f}-{max(ratios):.2f}{'' if INFERENCE else '; target <= 0.7'})")
    if rss_ours is not None and rss_torch is not None:
        print(f"resnet20_step peak RSS  : {rss_ours:8.1f} MiB ours, {rss_torch:.1f} MiB PyTorch's "
              f"({rss_ours / rss_torch:.2f}x; each in a process running only its step; target <= 1.0)")
    return {"paddle_ms": statistics.median(mine) * 1e3, "torch_ms": statistics.median(base) * 1e3, "ratio": ratio,
            "rss_paddle_mib": rss_ours or 0.0, "rss_torch_mib": rss_torch or 0.0}


if __name__ == "__main__":
    if "--rss" in sys.argv:
        print(f"peak_rss_mib {peak_rss_mib(sys.argv[sys.argv.index('--rss') + 1]):.1f}")
    else:
        main()
