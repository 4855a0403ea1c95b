"""Saves and user data: versioned JSON, atomic writes, autosave and backups."""
