"""Bisection algorithms, as CPython's bisect module.

The functions are native, as CPython's are C: the global _bisect, bound by the interpreter, holds them with
CPython's argument rules, comparisons and messages.
"""

bisect_right = _bisect.bisect_right
bisect_left = _bisect.bisect_left
insort_right = _bisect.insort_right
insort_left = _bisect.insort_left

bisect = bisect_right
insort = insort_right
