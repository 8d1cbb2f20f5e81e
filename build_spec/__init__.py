"""Packaging: the PyInstaller spec, the build command and the frozen start-up probe.

`python build_spec/build.py [--onefile] [--dist DIR]` builds `DIR/GinTable/` (default `dist/`);
`build_spec.startup.measure(path)` times a built executable from launch to its first menu frame.
"""
