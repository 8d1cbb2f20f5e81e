"""Variants as data: the `Rules` value and one preset per variant of RULES.md."""

from game.variants.presets import VARIANTS, Variant, find_variant, rules_for
from game.variants.rules import Rules

__all__ = ["VARIANTS", "Rules", "Variant", "find_variant", "rules_for"]
