"""A prompt that names the keys as well as the mouse, with shorter words for a tight line.

A keyboard player read "Discard a card: drag it to the pile, or click it twice" and was told
nothing of the arrows and Enter (a play-tester). The longer words name the keys; where they
would be cut (long names beside the prompt, a large Text size), the table draws `shorter`
instead (the mouse's words alone, as before) rather than an ellipsis (`HudMixin.prompt_box`);
`shorter` may be a `KeyedPrompt` too, with its own shorter words, tried in turn.
"""

from __future__ import annotations


class KeyedPrompt(str):
    """The longer prompt, naming the keys; `shorter` stands in where it would be cut."""

    shorter: str

    def __new__(cls, text: str, shorter: str) -> KeyedPrompt:
        out = super().__new__(cls, text)
        out.shorter = shorter
        return out


__all__ = ["KeyedPrompt"]
