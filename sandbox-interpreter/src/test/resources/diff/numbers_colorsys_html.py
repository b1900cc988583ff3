import numbers, colorsys, html
from fractions import Fraction
from decimal import Decimal
print([isinstance(x, numbers.Number) for x in (1, 1.5, 1j, True, Fraction(1, 2), Decimal(1), 'a', None)])
print([isinstance(x, numbers.Integral) for x in (1, True, 1.0)], [isinstance(x, numbers.Real) for x in (1, 2.5, 1j)], isinstance(Fraction(1, 3), numbers.Rational), issubclass(int, numbers.Complex))
class Money(numbers.Real):
    pass
try:
    Money()
except TypeError as e:
    print(str(e)[:60])
print(colorsys.rgb_to_hsv(0.2, 0.4, 0.4), colorsys.hsv_to_rgb(0.5, 0.5, 0.4), colorsys.rgb_to_hls(1, 0.5, 0), colorsys.hls_to_rgb(0.1, 0.5, 0.9), colorsys.rgb_to_yiq(0.3, 0.6, 0.9), colorsys.yiq_to_rgb(0.5, 0.1, -0.1))
print(html.escape('<a href="x">\'&\'</a>'), html.escape('"q"', quote=False), html.unescape('&lt;p&gt;caf&eacute; &amp; cr&egrave;me &#8212; &#x1F600; &copy2024 &notit; &bogus;'))
# ---
import re
m = re.search(r"(?P<word>\w+)-(\d+)", "id: abc-42")
print(m[0], m[1], m[2], m["word"])
try:
    m[3]
except IndexError as e:
    print(e)
