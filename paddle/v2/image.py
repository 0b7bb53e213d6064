"""v2's `paddle.v2.image`: image loading and simple augmentation (HWC uint8 in, CHW float32 out).
The one implementation is `paddle.dataset.image`; see it for the colour order and the backends."""
from __future__ import annotations

from paddle.dataset.image import (batch_images_from_tar, center_crop, left_right_flip, load_and_transform,
                                  load_image, load_image_bytes, random_crop, resize_short, simple_transform, to_chw)

__all__ = ["load_image_bytes", "load_image", "resize_short", "to_chw", "center_crop", "random_crop",
           "left_right_flip", "simple_transform", "load_and_transform", "batch_images_from_tar"]
