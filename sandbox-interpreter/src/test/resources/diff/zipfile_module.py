import io, zipfile
blob = bytes.fromhex("504b03041400000008000539a658ec975d520b00000078000000090000006469722f612e7478744bcc29c848e44aa43b0900504b030414000000000083182256ff790cb5320000003200000005000000622e62696e000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f202122232425262728292a2b2c2d2e2f3031504b03041400000000008318225670ee944302000000020000000b0000002e2e2f6576696c2e7478747570504b030414000000000083182256a65193280300000003000000080000002f6162732e747874616273504b03041400000000008318225600000000000000000000000006000000656d7074792f504b010214031400000008000539a658ec975d520b000000780000000900000000000000000000008001000000006469722f612e747874504b0102140314000000000083182256ff790cb53200000032000000050000000000000000000000800132000000622e62696e504b010214031400000000008318225670ee944302000000020000000b00000000000000000000008001870000002e2e2f6576696c2e747874504b0102140314000000000083182256a651932803000000030000000800000000000000000000008001b20000002f6162732e747874504b01021403140000000000831822560000000000000000000000000600000000000000000000008001db000000656d7074792f504b050600000000050005000d010000ff0000000000")
z = zipfile.ZipFile(io.BytesIO(blob))
print(z.namelist())
for info in z.infolist():
    print(info.filename, info.date_time, info.compress_type, info.file_size, info.CRC, info.is_dir(), repr(info))
print(z.read("dir/a.txt")[:12], len(z.read("dir/a.txt")), z.read("b.bin")[:5])
with z.open("dir/a.txt") as f:
    print(f.readline(), f.read(3), len(f.read()))
print(z.testzip(), zipfile.is_zipfile(io.BytesIO(blob)), zipfile.is_zipfile(io.BytesIO(b"nope")))
try:
    z.getinfo("nope")
except KeyError as e:
    print(e)
z.printdir()
z.close()
print(repr(z))
try:
    z.read("b.bin")
except ValueError as e:
    print(e)
# ---
import io, os, zipfile
blob = bytes.fromhex("504b03041400000008000539a658ec975d520b00000078000000090000006469722f612e7478744bcc29c848e44aa43b0900504b030414000000000083182256ff790cb5320000003200000005000000622e62696e000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f202122232425262728292a2b2c2d2e2f3031504b03041400000000008318225670ee944302000000020000000b0000002e2e2f6576696c2e7478747570504b030414000000000083182256a65193280300000003000000080000002f6162732e747874616273504b03041400000000008318225600000000000000000000000006000000656d7074792f504b010214031400000008000539a658ec975d520b000000780000000900000000000000000000008001000000006469722f612e747874504b0102140314000000000083182256ff790cb53200000032000000050000000000000000000000800132000000622e62696e504b010214031400000000008318225670ee944302000000020000000b00000000000000000000008001870000002e2e2f6576696c2e747874504b0102140314000000000083182256a651932803000000030000000800000000000000000000008001b20000002f6162732e747874504b01021403140000000000831822560000000000000000000000000600000000000000000000008001db000000656d7074792f504b050600000000050005000d010000ff0000000000")
with zipfile.ZipFile(io.BytesIO(blob)) as z:
    print(os.path.relpath(z.extract("../evil.txt")), os.path.relpath(z.extract("/abs.txt", "out")))
    z.extractall("all")
for root, dirs, files in sorted(os.walk(".")):
    print(root, sorted(dirs), sorted(files))
print(open("all/dir/a.txt").read(6), open("evil.txt").read())
# ---
import io, os, zipfile
buf = io.BytesIO()
with zipfile.ZipFile(buf, "w", compression=zipfile.ZIP_DEFLATED) as z:
    z.writestr(zipfile.ZipInfo("a.txt", (2020, 2, 3, 4, 5, 6)), "A" * 1000)
    z.writestr(zipfile.ZipInfo("s.txt", (2021, 1, 1, 0, 0, 0)), b"stored", compress_type=zipfile.ZIP_STORED)
    info = zipfile.ZipInfo("caf\u00e9.txt", (2022, 12, 31, 23, 59, 58))
    info.compress_type = zipfile.ZIP_DEFLATED
    z.writestr(info, "unicode name")
    with z.open("w.txt", "w") as w:
        w.write(b"written through open")
    z.mkdir("sub")
    z.comment = b"the comment"
print(zipfile.is_zipfile(buf))
with zipfile.ZipFile(buf) as z:
    for i in z.infolist():
        print(i.filename, i.date_time if i.filename != "w.txt" else "", i.compress_type, i.file_size, i.flag_bits)
    print(z.read("a.txt") == b"A" * 1000, z.read("caf\u00e9.txt"), z.read("w.txt"), z.comment)
with open("disk.zip", "wb") as f:
    f.write(buf.getvalue())
with open("src.txt", "w") as f:
    f.write("from the workspace\n")
os.mkdir("tree")
with open("tree/x.txt", "w") as f:
    f.write("x")
with zipfile.ZipFile("disk.zip", "a") as z:
    z.write("src.txt")
    z.write("tree")
    z.write("tree/x.txt", arcname="renamed/x.txt")
with zipfile.ZipFile("disk.zip") as z:
    print(z.namelist())
    print(z.read("src.txt"), z.read("renamed/x.txt"), z.getinfo("tree/").is_dir())
with zipfile.ZipFile("new.zip", "w") as z:
    z.writestr("one.txt", "1")
with zipfile.ZipFile("new.zip") as z:
    print(z.namelist(), z.getinfo("one.txt").compress_type, oct(z.getinfo("one.txt").external_attr >> 16))
# ---
import io, zipfile
for args in [("r", zipfile.ZIP_STORED), ("q", zipfile.ZIP_STORED), ("w", 99)]:
    try:
        zipfile.ZipFile(io.BytesIO(), args[0], args[1])
    except Exception as e:
        print(type(e).__name__, e)
z = zipfile.ZipFile(io.BytesIO(), "w")
z.writestr("a", "1")
try:
    z.read("a")
except Exception as e:
    print(type(e).__name__, e)
z.close()
try:
    z.writestr("b", "2")
except ValueError as e:
    print(e)
r = zipfile.ZipFile(io.BytesIO(b"PK\x05\x06" + bytes(18)))
print(r.namelist())
try:
    r.writestr("x", "y")
except ValueError as e:
    print(e)
try:
    zipfile.ZipInfo("old", (1979, 1, 1, 0, 0, 0))
except ValueError as e:
    print(e)
try:
    zipfile.ZipFile("nothere.zip")
except FileNotFoundError as e:
    print(e)
buf = io.BytesIO()
with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as z:
    z.writestr("c.txt", "content " * 50)
raw = bytearray(buf.getvalue())
raw[40] ^= 0xFF
with zipfile.ZipFile(io.BytesIO(bytes(raw))) as z:
    print(z.testzip())
zipfile.ZipFile(io.BytesIO(b"this is not a zip file at all"))
