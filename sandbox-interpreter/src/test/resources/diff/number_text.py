# float() of text: signs, points, exponents, underscores only between digits, whitespace, inf/nan spellings
cases = ["1", "-1.5", "+.5", "5.", "1e3", "1E-3", "-1.5e+10", " 42.0 ", "\t7\n", "1_000.5", "1_0e1_0", "0.000_1",
         "inf", "-Infinity", "NaN", "+nan", "1e", "e5", ".", "-", "1.2.3", "1__0", "_1", "1_", "1._5", "1_.5",
         "1e_5", "1e5_", "0x10", "1,5", "", "  ", "١٢", "1e400", "-1e-400", "123456789012345678901234567890",
         "12a", "in f", "++1", "1e+-5", ".e5", "00012.50", "\u00a01.5\u2007", "\U0001D7CF.\U0001D7D0", "\u0661e\u0662"]
for c in cases:
    try:
        print(repr(c), repr(float(c)))
    except ValueError as e:
        print(repr(c), "ValueError", e)
for c in ["12", " \u0661\u0662\u00a0", "-\u0966", "1_000", "\U0001D7D7", "0x1f"]:
    try:
        print(repr(c), int(c), int(c, 0) if c.strip().isascii() else "")
    except ValueError as e:
        print(repr(c), "ValueError", e)
# ---
# the general format: trailing zeros and the point dropped unless '#'
vals = [0.0, -0.0, 1.0, 100.0, 1234567.0, 0.0001, 0.00001, 1.5e-7, 123.456, 1e16, 1e-5, 2.5, 0.1 + 0.2, 1e100,
        float("inf"), float("nan"), 99999.95, 1000000.0]
for v in vals:
    print(f"{v:g}|{v:.3g}|{v:#g}|{v:.10g}|{v:G}|{v:.0g}|{v:10.4g}|{v:<12.2g}|{v:+.6}|{v:.2}", "%g %.3g %#.2g %G" % (v, v, v, v))
print(format(12345.678, ",g"), format(0.5, ".1g"), format(1.25, ".2g"), format(1.35, ".2g"), str(1e22), repr(1.0e-5))
