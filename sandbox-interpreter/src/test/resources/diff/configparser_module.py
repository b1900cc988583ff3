import configparser
text = """
[DEFAULT]
ServerAliveInterval = 45
Compression = yes
home = /srv

[bitbucket.org]
User = hg
path = %(home)s/hg
pct = 100%%

[topsecret.server.com]
Port = 50022
ForwardX11 = no
multi = first
    second

    third
"""
c = configparser.ConfigParser()
c.read_string(text)
print(c.sections())
print(c.options("bitbucket.org"))
print(c.get("bitbucket.org", "path"), c.get("bitbucket.org", "pct"), c.get("bitbucket.org", "path", raw=True))
print(c.getint("topsecret.server.com", "port"), c.getboolean("topsecret.server.com", "forwardx11"))
print(c.getboolean("bitbucket.org", "compression"), c.getfloat("DEFAULT", "serveraliveinterval"))
print(repr(c.get("topsecret.server.com", "multi")))
print(c.get("x", "y", fallback="fb"), c.getint("bitbucket.org", "nope", fallback=7))
print(c.has_section("bitbucket.org"), c.has_section("DEFAULT"), c.has_option("bitbucket.org", "user"))
print(c.has_option("bitbucket.org", "home"), c.has_option(None, "home"), c.has_option("nope", "x"))
print(list(c), len(c), "DEFAULT" in c, "nope" in c)
print(dict(c["bitbucket.org"]))
print(c["topsecret.server.com"]["port"], c["bitbucket.org"].get("missing", "dflt"), c["bitbucket.org"].getint("pct", 3) if False else 0)
print(c.items("bitbucket.org"))
print(c.items("bitbucket.org", raw=True))
print(c.get("bitbucket.org", "user", vars={"user": "override"}))
print(c.defaults())
print(c["bitbucket.org"], c["bitbucket.org"].name)
# ---
import configparser, io
c = configparser.ConfigParser()
c["a"] = {"x": "1", "y": "two"}
c.add_section("b")
c.set("b", "k", "v\nsecond line")
c["DEFAULT"]["d"] = "dv"
out = io.StringIO()
c.write(out)
print(out.getvalue())
out = io.StringIO()
c.write(out, space_around_delimiters=False)
print(out.getvalue())
print(c.remove_option("a", "x"), c.remove_option("a", "x"), c.remove_section("b"), c.remove_section("b"))
print(c.sections(), c.options("a"))
del c["a"]
print(c.sections())
with open("conf.ini", "w") as f:
    c["s"] = {"k": 1, "n": 2.5}
    c.write(f)
c2 = configparser.ConfigParser()
print(c2.read(["conf.ini", "missing.ini"]))
print(c2.sections(), c2.getfloat("s", "n"), c2.get("s", "d"))
with open("conf.ini") as f:
    c3 = configparser.RawConfigParser()
    c3.read_file(f)
print(c3.sections())
# ---
import configparser
c = configparser.ConfigParser(interpolation=configparser.ExtendedInterpolation())
c.read_string("""
[common]
home_dir: /Users
library_dir: /Library
system_dir: /System
macports_dir: /opt/local
cost = $$5

[Frameworks]
Python: 3.2
path: ${common:system_dir}/Library/Frameworks/

[Arthur]
nickname: Two Sheds
last_name: Jackson
my_dir: ${common:home_dir}/twosheds
my_pictures: ${my_dir}/Pictures
python_dir: ${Frameworks:path}/Python/Versions/${Frameworks:Python}
""")
print(c["Arthur"]["my_pictures"])
print(c["Arthur"]["python_dir"])
print(c["common"]["cost"])
c.read_string("[x]\na = ${nope}\nb = ${q:r}\nc = ${a:b:c}\nd = $x\ne = ${unclosed\n")
for k in "abcde":
    try:
        print(c.get("x", k))
    except configparser.Error as e:
        print(type(e).__name__, e)
try:
    c.set("x", "e", "$oops")
except ValueError as e:
    print(e)
# ---
import configparser
c = configparser.ConfigParser()
c.read_string("[s]\na = %(b)s\nb = %(a)s\nc = %(zz)s\nd = 50%\ne = %(x\n")
for k in "abcde":
    try:
        print(c.get("s", k))
    except configparser.Error as e:
        print(type(e).__name__, "|", e)
try:
    c.set("s", "f", "100%")
except ValueError as e:
    print(e)
try:
    c.set("s", "g", 5)
except TypeError as e:
    print(e)
try:
    c.add_section(3)
except TypeError as e:
    print(e)
try:
    c.add_section("DEFAULT")
except ValueError as e:
    print(e)
try:
    c.add_section("s")
except configparser.DuplicateSectionError as e:
    print(e, e.section)
try:
    c.get("nope", "x")
except configparser.NoSectionError as e:
    print(e, e.args)
try:
    c.get("s", "nope")
except configparser.NoOptionError as e:
    print(e, e.option, e.section)
try:
    c.set("nope", "a", "b")
except configparser.NoSectionError as e:
    print(e)
try:
    c.options("nope")
except configparser.NoSectionError as e:
    print(e)
c.set("s", "flag", "maybe")
try:
    c.getboolean("s", "flag")
except ValueError as e:
    print(e)
try:
    c.getint("s", "flag", fallback=3)
except ValueError as e:
    print(e)
r = configparser.RawConfigParser()
r.read_string("[s]\nv = %(x)s\n")
r.set("s", "n", 5)
print(r.get("s", "v"), r.get("s", "n"))
print(configparser.ConfigParser(interpolation=None).__class__.__name__)
n = configparser.ConfigParser(interpolation=None)
n.read_string("[s]\nv = %(x)s 100%\n")
print(n.get("s", "v"))
c.get("s", "a")
# ---
import configparser
c = configparser.ConfigParser()
c.read_string("[a]\nx = 1\n[a]\ny = 2\n")
# ---
import configparser
c = configparser.ConfigParser()
c.read_string("[a]\nx = 1\nX = 2\n", source="cfg.ini")
# ---
import configparser
c = configparser.ConfigParser()
try:
    c.read_string("x = 1\n[a]\n")
except configparser.MissingSectionHeaderError as e:
    print(e.lineno, repr(e.line), e.source)
    print(e)
try:
    c.read_string("[a]\nok = 1\njunk line\nmore junk\n")
except configparser.ParsingError as e:
    print(e.errors)
    print(e)
print(c.get("a", "ok"))
c2 = configparser.ConfigParser(strict=False)
c2.read_string("[a]\nx = 1\nx = 2\n[a]\ny = 3\n")
print(c2.items("a"))
c3 = configparser.ConfigParser(allow_no_value=True)
c3.read_string("[flags]\nskip-bdb\nkey = v\n")
print(c3.get("flags", "skip-bdb"), c3.items("flags"))
c4 = configparser.ConfigParser(inline_comment_prefixes=(";", "#"), delimiters=("=",))
c4.read_string("[a]\nx = 1 ; comment\ny = 2# not a comment\nz: 3 = 4\n")
print(c4.items("a"))
c5 = configparser.ConfigParser(default_section="general", defaults={"Base": "b"})
c5.read_string("[general]\nk = v\n[o]\nx = %(base)s-%(k)s\n")
print(c5.get("o", "x"), c5.sections(), list(c5))
c6 = configparser.ConfigParser(converters={"list": lambda v: v.split(",")})
c6.read_string("[a]\nl = 1,2,3\n")
print(c6.getlist("a", "l"))
c7 = configparser.ConfigParser()
c7.optionxform = str
c7.read_string("[a]\nCamel = 1\n")
print(c7.options("a"))
c.read_string("[a]\nok = 1\nok = 2\n")
