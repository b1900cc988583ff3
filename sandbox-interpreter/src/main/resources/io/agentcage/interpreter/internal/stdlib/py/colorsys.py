"""colorsys for the sandbox: conversions between RGB and the YIQ, HLS and HSV colour spaces (all coordinates in
[0, 1]), giving the same floats as CPython 3.11."""

__all__ = ['rgb_to_yiq', 'yiq_to_rgb', 'rgb_to_hls', 'hls_to_rgb', 'rgb_to_hsv', 'hsv_to_rgb']

ONE_THIRD = 1.0 / 3.0
ONE_SIXTH = 1.0 / 6.0
TWO_THIRD = 2.0 / 3.0


def _clamp(x):
    return 0.0 if x < 0.0 else 1.0 if x > 1.0 else x


def rgb_to_yiq(r, g, b):
    y = 0.30 * r + 0.59 * g + 0.11 * b
    return (y, 0.74 * (r - y) - 0.27 * (b - y), 0.48 * (r - y) + 0.41 * (b - y))


def yiq_to_rgb(y, i, q):
    # the inverse of the matrix above (NTSC 1953 coefficients)
    return (_clamp(y + 0.9468822170900693 * i + 0.6235565819861433 * q),
            _clamp(y - 0.27478764629897834 * i - 0.6356910791873801 * q),
            _clamp(y - 1.1085450346420322 * i + 1.7090069284064666 * q))


def _hue(r, g, b, maxc, span):
    """Hue in [0, 1) of a colour whose largest channel is maxc and whose channels span `span` (> 0)."""
    rc, gc, bc = (maxc - r) / span, (maxc - g) / span, (maxc - b) / span
    if r == maxc:
        h = bc - gc
    elif g == maxc:
        h = 2.0 + rc - bc
    else:
        h = 4.0 + gc - rc
    return (h / 6.0) % 1.0


def rgb_to_hls(r, g, b):
    maxc, minc = max(r, g, b), min(r, g, b)
    total, span = maxc + minc, maxc - minc
    light = total / 2.0
    if minc == maxc:
        return 0.0, light, 0.0
    sat = span / total if light <= 0.5 else span / (2.0 - maxc - minc)
    return _hue(r, g, b, maxc, span), light, sat


def _channel(m1, m2, hue):
    hue = hue % 1.0
    if hue < ONE_SIXTH:
        return m1 + (m2 - m1) * hue * 6.0
    if hue < 0.5:
        return m2
    if hue < TWO_THIRD:
        return m1 + (m2 - m1) * (TWO_THIRD - hue) * 6.0
    return m1


def hls_to_rgb(h, l, s):
    if s == 0.0:
        return l, l, l
    m2 = l * (1.0 + s) if l <= 0.5 else l + s - (l * s)
    m1 = 2.0 * l - m2
    return _channel(m1, m2, h + ONE_THIRD), _channel(m1, m2, h), _channel(m1, m2, h - ONE_THIRD)


def rgb_to_hsv(r, g, b):
    maxc, minc = max(r, g, b), min(r, g, b)
    if minc == maxc:
        return 0.0, 0.0, maxc
    span = maxc - minc
    return _hue(r, g, b, maxc, span), span / maxc, maxc


def hsv_to_rgb(h, s, v):
    if s == 0.0:
        return v, v, v
    sector = int(h * 6.0)
    f = (h * 6.0) - sector
    p, q, t = v * (1.0 - s), v * (1.0 - s * f), v * (1.0 - s * (1.0 - f))
    return ((v, t, p), (q, v, p), (p, v, t), (p, q, v), (t, p, v), (v, p, q))[sector % 6]
