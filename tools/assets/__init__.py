"""The procedural asset generator: every card face, card back, the icon and every sound effect
of the game, drawn and synthesised from code (no third-party art, rebuildable offline).

One module per job, each taking ranks, suits, sizes and file names from
`game.assets_manifest` (the single source the game and the tests read too):

    geometry   card size, colours, supersampled canvas and drawing primitives
    suits      the four suit shapes
    faces      corner indices, pips, aces; make_face()
    court      jack, queen and king figures
    backs      card backs, one per CARD_BACKS colour
    icon       the application icon and its .ico
    sounds     the sound effects, one per SOUNDS name
    build      generate() writes them all; main() is the command line

Run `python -m tools.assets [--out DIR]` or `python tools/make_assets.py [--out DIR]` from the
repository root; the output is byte-identical for the same pygame version.
"""
