"""GameSuite: four tabletop games for a family around one screen."""

__version__ = "0.1.0"
