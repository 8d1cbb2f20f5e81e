"""The rules engine: cards, melds, actions, events, engines and player views. No pygame here."""
