"""Sealing a save's secrets with a key that belongs to this installation.

A saved match must hold its match seed (Continue replays the moves from it), but whoever knows
the seed knows every card still to come. So the seed is never written in clear: it is
encrypted and authenticated with a random 256-bit key kept in the data folder (`install.key`,
created on first use with `secrets`). Opening a save in a text editor, or copying it to another
computer, reveals no hidden card; the game on this installation can still open it.

The cipher uses the standard library only: the keystream is keyed BLAKE2b in counter mode over
(nonce, label) XORed with the text, and an HMAC-SHA-256 over (nonce, ciphertext, label) detects any change.
This protects against reading the file, not against a determined user of this account: the key
sits beside the save, readable by the same user (see README, "Saves and settings").
"""

from __future__ import annotations

import hashlib
import hmac
import os
import secrets
from pathlib import Path

from game.paths import user_data_dir
from game.persist.atomic import atomic_write_text
from game.persist.problems import ProblemError

KEY_NAME = "install.key"
KEY_BYTES = 32
NONCE_BYTES = 16


class SealError(ProblemError):
    """A sealed value cannot be opened: its `problem` says why (worded by the UI)."""


def key_path() -> Path:
    """`user_data_dir()/install.key`."""
    return user_data_dir() / KEY_NAME


def install_key(create: bool = True) -> bytes | None:
    """This installation's key (made on first use when `create`); None if there is none and
    `create` is False. A damaged key file is replaced only when creating."""
    path = key_path()
    try:
        text = path.read_text(encoding="ascii").strip()
        key = bytes.fromhex(text)
        if len(key) == KEY_BYTES:
            return key
    except (OSError, ValueError, UnicodeDecodeError):
        pass
    if not create:
        return None
    key = secrets.token_bytes(KEY_BYTES)
    atomic_write_text(path, key.hex() + "\n")
    try:
        os.chmod(path, 0o600)
    except OSError:
        pass
    return key


def _keystream(key: bytes, nonce: bytes, label: str, length: int) -> bytes:
    """BLAKE2b keyed with `key`, in counter mode over (nonce, label, block number). BLAKE2 is
    built into CPython (`_blake2`), so a frozen build without OpenSSL has it too."""
    out = bytearray()
    block = 0
    while len(out) < length:
        out += hashlib.blake2b(nonce + label.encode() + block.to_bytes(8, "big"), key=key,
                               person=b"gin-table-seal").digest()
        block += 1
    return bytes(out[:length])


def _mac(key: bytes, nonce: bytes, data: bytes, label: str) -> str:
    return hmac.new(key, nonce + data + label.encode(), hashlib.sha256).hexdigest()


def seal(text: str, label: str, key: bytes | None = None) -> dict[str, str]:
    """`text` encrypted and authenticated for this installation; `label` binds it to its use
    (a sealed seed cannot be moved into another field)."""
    key = install_key() if key is None else key
    nonce = secrets.token_bytes(NONCE_BYTES)
    plain = text.encode("utf-8")
    data = bytes(a ^ b for a, b in zip(plain, _keystream(key, nonce, label, len(plain)),
                                       strict=True))
    return {"nonce": nonce.hex(), "data": data.hex(), "mac": _mac(key, nonce, data, label)}


def unseal(sealed: object, label: str, key: bytes | None = None) -> str:
    """The text `seal` sealed; raises SealError if it is damaged or sealed elsewhere."""
    if not isinstance(sealed, dict):
        raise SealError("seal-missing")
    try:
        nonce = bytes.fromhex(str(sealed["nonce"]))
        data = bytes.fromhex(str(sealed["data"]))
        mac = str(sealed["mac"])
    except (KeyError, ValueError) as exc:
        raise SealError("seal-damaged") from exc
    if len(data) > 10_000:
        raise SealError("seal-damaged")
    if key is None:
        key = install_key(create=False)
        if key is None:
            raise SealError("seal-key-missing", path=str(key_path()))
    if not hmac.compare_digest(_mac(key, nonce, data, label), mac):
        raise SealError("seal-elsewhere")
    plain = bytes(a ^ b for a, b in zip(data, _keystream(key, nonce, label, len(data)),
                                        strict=True))
    try:
        return plain.decode("utf-8")
    except UnicodeDecodeError as exc:  # pragma: no cover - the MAC matched
        raise SealError("seal-damaged") from exc


__all__ = ["KEY_NAME", "SealError", "install_key", "key_path", "seal", "unseal"]
