"""`tools/i18n.py check`: a player-visible literal that skips _() fails the suite."""

from __future__ import annotations


def test_every_player_visible_literal_in_the_ui_goes_through_gettext(tool):
    findings = tool.check()
    assert findings == [], "wrap these in _():\n" + "\n".join(map(str, findings))
    assert tool.main(["check"]) == 0


def test_check_flags_unwrapped_text_and_leaves_the_rest(tool, tmp_path, capsys):
    ui = tmp_path / "game" / "ui"
    ui.mkdir(parents=True)
    (ui / "bad.py").write_text(
        'def draw(self, surface, res, n, log):\n'
        '    blit_text(surface, res, "Your turn", 14, (0, 0))\n'                 # 2 flagged
        '    blit_text(surface, res, f"{n} cards left", 14, (0, 0), anchor="midtop")\n'  # 3
        '    self.button("Quit", self.on_quit, None, "Close the game", name="quit")\n'  # 4 x2
        '    self.refuse("Not now")\n'                                           # 5 flagged
        '    self.toast = ("Saved", 2.0, None)\n'                                # 6 flagged
        '    self.title = "Settings"\n'                                          # 7 flagged
        '    self.show_banner(_(f"Gin for {n}"), 2)\n'                           # 8 flagged
        '    Choice(_("Speed"), [], 1, tooltip="How fast")\n'                    # 9 flagged
        '    blit_text(surface, res, f"{n}", 14, (0, 0), "center")\n'            # numbers only
        '    blit_text(surface, res, _("Deadwood: {n}").format(n=n), 14, (0, 0))\n'
        '    self.button(_("Back"), None, name="back")\n'
        '    log.warning("could not save %s", n)\n'
        '    self.play("knock")\n'
        '    self.show_banner("Gin!", 1)  # i18n: ignore\n'
        '    self._choice("speed", "Speed", [], 1, str, None, "How fast")\n', encoding="utf-8")
    findings = tool.check(ui, tmp_path)
    assert [(f.line, f.text) for f in findings] == [
        (2, "Your turn"), (3, "f'{n} cards left'"), (4, "Quit"), (4, "Close the game"),
        (5, "Not now"), (6, "Saved"), (7, "Settings"), (8, "f'Gin for {n}'"), (9, "How fast"),
        (16, "Speed"), (16, "How fast")]
    assert all(f.path == "game/ui/bad.py" for f in findings)
