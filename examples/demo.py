"""The main job: the registry, a bad configuration refused, and an MLP trained end to end.

The network is written with the generated layer API (`paddle.generated.layers`), runs on
the runtime (Model, Net, backward, optimizer ops), and is saved and reloaded as JSON.
"""
from __future__ import annotations

import numpy as np

import paddle
from paddle.generated import layers
from paddle.model_methods import backward, data, optimize
from paddle.registry import ConfigError, default_registry

CLASSES = 3


def show_registry() -> None:
    metas = list(default_registry())
    by_role: dict[str, list[str]] = {}
    for meta in metas:
        by_role.setdefault(getattr(meta, "role", "layer"), []).append(meta.name)
    print(f"{len(metas)} ops and layers registered:")
    for role, names in by_role.items():
        print(f"  {role:<10} {', '.join(names)}")


def show_rejections() -> None:
    print("Bad configurations are refused where they are made:")
    with paddle.Model():
        x = data("x", [None, 8])
        y = data("y", [None, 8])
        attempts = [lambda: layers.cos_sim(x, y, scale=-1.0),
                    lambda: layers.fc(x, size=0),
                    lambda: layers.fc(x, sise=10),  # type: ignore[call-arg]
                    lambda: layers.fc(x, size=4, act="softplus")]  # type: ignore[arg-type]
        for attempt in attempts:
            try:
                attempt()
            except ConfigError as err:
                print(f"  {type(err).__name__}: {err}")


def spirals(n_per_class: int, rng: np.random.Generator) -> tuple[np.ndarray, np.ndarray]:
    """Three interleaved spirals: a classic problem a linear model cannot solve."""
    xs, ys = [], []
    for c in range(CLASSES):
        r = np.linspace(0.05, 1.0, n_per_class)
        t = np.linspace(c * 4.0, (c + 1) * 4.0, n_per_class) + rng.normal(0, 0.15, n_per_class)
        xs.append(np.stack([r * np.sin(t), r * np.cos(t)], axis=1))
        ys.append(np.full(n_per_class, c))
    return np.concatenate(xs).astype("float32"), np.concatenate(ys).astype("int64")[:, None]


def build(model: paddle.Model) -> tuple[paddle.Expression, paddle.Expression, list[paddle.Expression]]:
    with model:
        x = data("x", [None, 2])
        label = data("label", [None, 1], dtype="int64")
        hidden = layers.fc(x, size=64, act="relu")
        hidden = layers.fc(hidden, size=64, act="relu")
        prob = layers.fc(hidden, size=CLASSES, act="softmax", name="prob")
        loss = layers.mean(layers.cross_entropy(prob, label), name="loss")
        backward(loss)
        updates = optimize("adam", learning_rate=0.01)
    return prob, loss, updates


def train(epochs: int = 300) -> None:
    rng = np.random.default_rng(0)
    features, labels = spirals(200, rng)
    test_features, test_labels = spirals(100, rng)  # held out: fresh noise, other radii
    model = paddle.Model()
    prob, loss, updates = build(model)
    print(f"Training a 2-64-64-{CLASSES} MLP on {len(features)} spiral points (adam, full batch):")
    for epoch in range(epochs + 1):
        # running the updated parameters runs a whole step: forward, backward, adam
        value = model.run([loss, *updates], feed={"x": features, "label": labels})[0]
        if epoch % 50 == 0:
            print(f"  epoch {epoch:>3}  loss {float(value[0]):.4f}")
    for what, xs, ys in (("training", features, labels), ("held-out", test_features, test_labels)):
        predicted = model.run(prob, feed={"x": xs}).argmax(axis=1)  # forward only: no update
        print(f"  {what} accuracy {np.mean(predicted == ys[:, 0]):.1%}")
    net_json = model.root_net().to_json()
    desc = paddle.NetDesc.from_json(net_json)  # validated through the registry on load
    paddle.Net.create(desc)
    print(f"  the net serialises to {len(net_json)} bytes of JSON and reloads as {len(desc.ops)} ops")


if __name__ == "__main__":
    show_registry()
    show_rejections()
    train()
