"""The main job: show the registry, reject a bad configuration in the user's words."""
from __future__ import annotations

import paddle
from paddle.registry import ConfigError, default_registry, validate_attrs


def show_registry() -> None:
    ops = list(default_registry())
    print(f"{len(ops)} ops and layers registered:")
    for meta in ops:
        attrs = ", ".join(f"{a.name}: {a.type.annotation()}" for a in meta.attributes.values())
        role = getattr(meta, "role", "layer")
        print(f"  {meta.name:<22} [{role}]  ({attrs})")


def show_rejections() -> None:
    cos_sim = default_registry().get("cos_sim")
    for attrs in ({"scale": -1.0}, {"scal": 2.0}, {"scale": "big"}):
        try:
            validate_attrs(cos_sim, attrs)
        except ConfigError as err:
            print(f"  cos_sim({attrs}) -> {type(err).__name__}: {err}")


if __name__ == "__main__":
    print(f"paddle {paddle.__name__}: the operator registry")
    show_registry()
    print("Bad configurations are refused where they are made:")
    show_rejections()
