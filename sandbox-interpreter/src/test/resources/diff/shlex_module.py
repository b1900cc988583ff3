import shlex
for s in ['a b c', '  leading and trailing  ', "it's \"quoted\" here", "'single quoted' \"double \\\"escaped\\\"\"", 'a\\ b c\\\\d',
          'echo "$HOME" \'$HOME\'', 'x # comment', 'a=1 b="two words"', '""', "''", 'mixed"in"side', 'tab\tsep\nnewline',
          'ümlaut wörd', 'cmd --opt="a b" -x']:
    print(repr(s), shlex.split(s), shlex.split(s, comments=True))
print(shlex.split('a "b c" d', posix=False), shlex.split("x 'y z'", posix=False))
# ---
import shlex
for s in ['simple', 'with space', "it's", '', 'a&b', '$var', '"dq"', 'safe-chars_@%+=:,./', 'tab\t']:
    print(repr(s), shlex.quote(s))
print(shlex.join(['ls', '-l', 'my file', "it's"]), shlex.split(shlex.join(['a b', "c'd", ''])))
# ---
import shlex
shlex.split('unterminated "quote')
# ---
import shlex
shlex.split('ends with escape\\')
# ---
import shlex
lex = shlex.shlex('a = b + "c d" ; e # comment\nf')
print(list(lex))
lex = shlex.shlex('a = b + "c d" ; e', posix=True)
print(list(lex))
lex = shlex.shlex('ls -l | grep x && echo ok > out.txt', punctuation_chars=True)
print(list(lex))
lex = shlex.shlex('one two', posix=True)
lex.whitespace_split = True
print(lex.get_token(), lex.get_token(), repr(lex.get_token()), lex.lineno)
lex = shlex.shlex("word 'q w'")
print(lex.get_token(), lex.get_token(), repr(lex.get_token()))
