"""Shared helpers for tests (no tests here): the table driver every UI test uses."""
