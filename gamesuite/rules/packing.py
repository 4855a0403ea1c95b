"""Compressed content inside game states, and JSON parsing that cannot be turned against us.

Why: a game state carries its question deck or card set (hundreds of small objects) as one
short string: canonical JSON, zlib, base64. Copying, comparing and saving states stays cheap.
The three games that do this (Telefilm ``zlib``, Quiz Club ``content_z``, Ciak ``ciak_set_z``)
share this module; each keeps its own key in its state JSON, so old saves keep loading.

What to avoid: inflating a string from a file without a bound (a 1.6 MB save can hold a
zlib "bomb" that inflates to gigabytes), and parsing JSON from a file without bounding its
nesting (RecursionError), its integers (ValueError past 4,300 digits, slow before that) and its
strings. :func:`unpack_content` and :func:`loads_bounded` raise ``ValueError`` with a sentence
on damage or excess, never anything else.

Pure: no I/O, no clock, no global random (``tests/test_architecture.py``).
"""

from __future__ import annotations

import base64
import binascii
import json
import zlib
from typing import Any

MAX_INFLATED_BYTES = 32 * 1024 * 1024  # the largest content a packed field may inflate to
MAX_DEPTH = 64  # nesting of arrays/objects (real saves: at most 9)
MAX_INT_DIGITS = 40  # a 128-bit number has 39 digits (real saves: at most 20)
MAX_STRING_CHARS = 10_000  # any string (real content: at most a few hundred characters)

_MEMO: dict[str, tuple[Any, int]] = {}  # packed text -> (content, inflated size); a cache only
_MEMO_SIZE = 8
_STEP = 1024 * 1024


def pack_content(obj: Any) -> str:
    """``obj`` as ASCII text: base64 of its zlib-compressed canonical JSON (sorted keys, compact)."""
    raw = json.dumps(obj, ensure_ascii=False, sort_keys=True, separators=(",", ":")).encode("utf-8")
    return base64.b64encode(zlib.compress(raw, 9)).decode("ascii")


def inflate(data: bytes, *, max_bytes: int) -> bytearray:
    """zlib-decompress ``data`` producing at most ``max_bytes``; ValueError on damage or excess."""
    d = zlib.decompressobj()
    out = bytearray()
    pending = data
    too_big = f"the compressed data inflates to more than {_size(max_bytes)}, the most allowed"
    try:
        while not d.eof:  # in 1 MiB steps: memory stays near the output's size, never past the bound
            chunk = d.decompress(pending, min(_STEP, max_bytes + 1 - len(out)))
            pending = d.unconsumed_tail
            out += chunk
            if len(out) > max_bytes:
                raise ValueError(too_big)
            if not chunk and not pending:
                break
    except zlib.error as exc:
        raise ValueError(f"the compressed data is damaged ({exc})") from None
    if not d.eof:
        raise ValueError("the compressed data is cut short")
    if d.unused_data:
        raise ValueError("the compressed data has bytes after its end")
    return out


def unpack_content(text: Any, *, max_bytes: int) -> Any:
    """The content back from :func:`pack_content`, inflating at most ``max_bytes``.

    Memoised (states of one game share one content object: never mutate it). Raises
    ValueError with a sentence when the text is not a string, not base64, damaged zlib,
    inflates past ``max_bytes``, or is not bounded JSON (see :func:`loads_bounded`).
    """
    if not isinstance(text, str):
        raise ValueError(f"the packed content is a {type(text).__name__}, not a text")
    hit = _MEMO.get(text)
    if hit is not None:
        if hit[1] > max_bytes:
            raise ValueError(f"the packed content inflates to more than {_size(max_bytes)}, the most allowed")
        return hit[0]
    try:
        data = base64.b64decode(text, validate=True)
    except (binascii.Error, ValueError):
        raise ValueError("the packed content is damaged (not base64)") from None
    try:
        raw = inflate(data, max_bytes=max_bytes)
    except ValueError as exc:
        raise ValueError(f"the packed content is damaged: {exc}") from None
    try:
        content = loads_bounded(raw)
    except ValueError as exc:
        raise ValueError(f"the packed content is damaged: {exc}") from None
    if len(_MEMO) >= _MEMO_SIZE:
        _MEMO.pop(next(iter(_MEMO)))
    _MEMO[text] = (content, len(raw))
    return content


# ------------------------------------------------------------------------------ bounded JSON

_QUOTE, _BACKSLASH = ord('"'), ord("\\")
_OPEN = frozenset(b"[{")
_CLOSE = frozenset(b"]}")
# Every byte but the four brackets and the quote (bytes.translate deletes them in C).
_NOT_STRUCTURE = bytes(b for b in range(256) if b not in b'"[]{}')


def json_depth(text: str | bytes | bytearray, stop_at: int = 10_000) -> int:
    """The deepest ``[``/``{`` nesting of a JSON text, brackets inside strings ignored.

    Linear time, about two bytes of memory per input character and no regular expression:
    escaped backslashes and escaped quotes are removed (so every quote left opens or closes a
    string), everything but brackets and quotes is deleted with ``bytes.translate``, empty
    strings are dropped, and the short skeleton that is left is scanned. Stops counting past
    ``stop_at``. Garbage in gives a number, never an exception.
    """
    data = text.encode("utf-8", "surrogatepass") if isinstance(text, str) else text
    if b"\\" in data:
        data = data.replace(b"\\\\", b"").replace(b'\\"', b"")
    skeleton = data.translate(None, _NOT_STRUCTURE).replace(b'""', b"")
    depth = deepest = 0
    in_string = False
    for ch in skeleton:
        if ch == _QUOTE:
            in_string = not in_string
        elif in_string:
            continue
        elif ch in _OPEN:
            depth += 1
            if depth > deepest:
                deepest = depth
                if deepest > stop_at:
                    break
        elif ch in _CLOSE:
            depth -= 1
    return deepest


class _Refused(ValueError):
    pass


def _refuse_constant(name: str) -> Any:
    raise _Refused(f"{name} is not a number JSON allows")


def _finite_float(text: str) -> float:
    if len(text) > 64:
        raise _Refused(f"a number with {len(text)} characters is too long")
    value = float(text)
    if value != value or value in (float("inf"), float("-inf")):
        raise _Refused(f"the number {text[:30]} is out of range")
    return value


def loads_bounded(raw: str | bytes | bytearray, *, max_depth: int = MAX_DEPTH, max_int_digits: int = MAX_INT_DIGITS,
                  max_string: int = MAX_STRING_CHARS, long_keys: frozenset[str] = frozenset(),
                  max_long_string: int = 0) -> Any:
    """Parse untrusted JSON with bounded nesting, integers and strings; ValueError with a sentence.

    Nesting is measured before parsing (:func:`json_depth`), integers are refused past
    ``max_int_digits`` digits while parsing (before ``int()`` sees them), NaN and Infinity are
    refused, and every string (keys included) may have at most ``max_string`` characters, except
    the values of keys named in ``long_keys`` (packed content), which may have ``max_long_string``.
    """
    if json_depth(raw, max_depth) > max_depth:
        raise ValueError(f"nested more than {max_depth} levels deep")
    if isinstance(raw, bytes | bytearray):
        try:
            text = raw.decode("utf-8")
        except UnicodeDecodeError as exc:
            raise ValueError(f"not UTF-8 text (bad byte at offset {exc.start})") from None
    else:
        text = raw

    def bounded_int(digits: str) -> int:
        if len(digits.lstrip("-")) > max_int_digits:
            raise _Refused(f"an integer with {len(digits.lstrip('-'))} digits is too long "
                           f"(at most {max_int_digits})")
        return int(digits)

    try:
        data = json.loads(text, parse_constant=_refuse_constant, parse_float=_finite_float, parse_int=bounded_int)
    except json.JSONDecodeError as exc:
        raise ValueError(f"not valid JSON (line {exc.lineno}, column {exc.colno}: {exc.msg})") from None
    except _Refused as exc:
        raise ValueError(str(exc)) from None
    except RecursionError:
        raise ValueError("nested too deeply") from None
    _check_strings(data, max_string, long_keys, max_long_string)
    return data


def _check_strings(data: Any, max_string: int, long_keys: frozenset[str], max_long_string: int) -> None:
    """Every string of ``data`` within its bound (iterative: the depth is already bounded)."""
    stack: list[tuple[Any, bool]] = [(data, False)]
    while stack:
        value, long_ok = stack.pop()
        if isinstance(value, str):
            limit = max_long_string if long_ok else max_string
            if len(value) > limit:
                raise ValueError(f"a text of {len(value):,} characters is longer than the {limit:,} allowed")
        elif isinstance(value, dict):
            for key, item in value.items():
                if len(key) > max_string:
                    raise ValueError(f"a name of {len(key):,} characters is longer than the {max_string:,} allowed")
                stack.append((item, key in long_keys))
        elif isinstance(value, list):
            stack.extend((item, False) for item in value)


def _size(n: int) -> str:
    return f"{n / (1024 * 1024):g} MiB" if n >= 1024 * 1024 else f"{n:,} bytes"
