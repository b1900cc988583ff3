import random
d = __import__("difflib")
random.seed(11)
words = ["apple", "ape", "apply", "peach", "puppy", "appel", "application", "banana", "bandana", "orange"]
print(d.get_close_matches("appel", words), d.get_close_matches("bananna", words, n=1), d.get_close_matches("zzz", words), d.get_close_matches("wheel", ["while", "wheel", "whale", "wheeler"], cutoff=0.3))
for a, b in [("abcd", "bcde"), ("private Thread currentThread;", "private volatile Thread currentThread;"), ("", ""), ("a" * 300, "a" * 299 + "b"), ("qabxcd", "abycdf")]:
    s = d.SequenceMatcher(None, a, b)
    print(round(s.ratio(), 6), s.quick_ratio(), s.real_quick_ratio(), s.get_matching_blocks()[:4], s.get_opcodes()[:5], s.find_longest_match(0, len(a), 0, len(b)))
s = d.SequenceMatcher(lambda x: x == " ", "private Thread currentThread;", "private volatile Thread currentThread;")
print(round(s.ratio(), 3), s.get_opcodes())
for _ in range(40):
    a = [random.choice("abcde \n") for _ in range(random.randint(0, 260))]
    b = [random.choice("abcde \n") for _ in range(random.randint(0, 260))]
    s = d.SequenceMatcher(None, a, b)
    t = d.SequenceMatcher(lambda c: c == " ", a, b, autojunk=random.random() < 0.5)
    print(s.ratio(), len(s.get_opcodes()), t.get_opcodes()[:3], t.ratio())
a = "one\ntwo\nthree\nfour\nfive\nsix\nseven\neight\nnine\nten\n".splitlines(keepends=True)
b = "zero\none\ntwo\nthree!\nfour\nfive\nsix\nseven\neight\nnine\nten\neleven\n".splitlines(keepends=True)
print("".join(d.unified_diff(a, b, fromfile="a.txt", tofile="b.txt")))
print("".join(d.context_diff(a, b, fromfile="a.txt", tofile="b.txt", n=1)))
print(list(d.unified_diff(["x"], ["y"], lineterm="")))
delta = list(d.ndiff("one\ntwo\nthree\n".splitlines(keepends=True), "ore\ntree\nemu\n".splitlines(keepends=True)))
print("".join(delta), "".join(d.restore(delta, 1)), "".join(d.restore(delta, 2)))
print("".join(d.ndiff(["abcDefghiJkl\n", "same\n", "tab\there\n"], ["abcdefGhijkl\n", "same\n", "tab here\n", "new\n"])))
print(list(d.Differ().compare(["a b c\n"], ["a b d\n", "x\n"])))
# ---
import difflib
a = ['x\n', 'y\n']; b = ['x\n', 'z\n']
print(''.join(difflib.unified_diff(a, b, 'a.txt', 'b.txt', '2024-01-01', '2024-01-02')))
print(''.join(difflib.context_diff(a, b, 'a.txt', 'b.txt', 'd1', '')))
print(list(difflib.unified_diff(a, b, lineterm='')))
