"""The application icon (two fanned cards) and the Windows ``.ico`` that holds it."""

from __future__ import annotations

import io
import struct
from collections.abc import Sequence
from pathlib import Path

import pygame

from tools.assets.geometry import CARD_H

#: the sizes inside icon.ico, largest first
ICO_SIZES = (256, 64, 48, 32, 16)


def make_icon(front: pygame.Surface, back: pygame.Surface, size: int = 256) -> pygame.Surface:
    """Two fanned cards with a soft shadow on a transparent square."""
    big = size * 2
    canvas = pygame.Surface((big, big), pygame.SRCALPHA)
    canvas.fill((0, 0, 0, 0))
    scale = big * 0.80 / CARD_H
    placements = [(back, 15.0, (-0.15, -0.01)), (front, -9.0, (0.13, 0.03))]
    for card, angle, (ox, oy) in placements:
        rot = pygame.transform.rotozoom(card, angle, scale)
        cx, cy = big / 2 + ox * big, big / 2 + oy * big
        # shadow: blurred dark silhouette
        sil = rot.copy()
        sil.fill((0, 0, 0, 110), special_flags=pygame.BLEND_RGBA_MIN)
        w, h = sil.get_size()
        blur = pygame.transform.smoothscale(
            pygame.transform.smoothscale(sil, (max(1, w // 8), max(1, h // 8))), (w, h)
        )
        canvas.blit(blur, (round(cx - w / 2 + big * 0.015), round(cy - h / 2 + big * 0.025)))
        canvas.blit(rot, (round(cx - w / 2), round(cy - h / 2)))
    return pygame.transform.smoothscale(canvas, (size, size))


def png_bytes(surf: pygame.Surface) -> bytes:
    """Encode a surface as PNG in memory."""
    buf = io.BytesIO()
    pygame.image.save(surf, buf, "icon.png")
    return buf.getvalue()


def write_ico(path: Path, images: Sequence[pygame.Surface]) -> None:
    """Write a Windows .ico whose entries are PNG-compressed (valid since Vista)."""
    blobs = [png_bytes(img) for img in images]
    header = struct.pack("<HHH", 0, 1, len(blobs))
    offset = 6 + 16 * len(blobs)
    entries = b""
    for img, blob in zip(images, blobs, strict=True):
        w, h = img.get_size()
        entries += struct.pack("<BBBBHHII", w % 256, h % 256, 0, 0, 1, 32, len(blob), offset)
        offset += len(blob)
    path.write_bytes(header + entries + b"".join(blobs))
