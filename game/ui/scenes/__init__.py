"""The scenes of the game window, imported explicitly (no folder scanning)."""
