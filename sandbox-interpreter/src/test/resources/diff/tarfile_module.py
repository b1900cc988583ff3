import io, tarfile
blob = bytes.fromhex("1f8b0800000000000203ed984f4e84301c85bbf6143d01f4d73fd48dd1a5cbb94233204c6664083209579a7378310b0b0da821316951791f811242d29097c7076d8e65ca02233cd69871f4ccc7f19cb491da5aa1c7eb96a466dcb0085c5e3ad7fa292f0bf795ec5fd2f8fc5dd2f55de0fc33adbfcfdfea69fee4b78c7181fc83e34e4de56e7e7664e0cf93a449fab073fd63e1f2a20dd7ff2f7affde7f4972e202df7e4982f13e66ff379a3fa95bdeb8aeba1b44703ad7e51afbe01fbc4d56f37fe87817fd4f34f5bf528ae0ff280cf9f0da3d17a802fcbf92ff85cc3efb5fc1ff3190f243ff7bf7f47a858b37e77f9ffb7dc8258045ff0b3bffff37fe9700fe8ff1f8f5617fce61ff4d7fff1fea63c83996fb2fe6fdb7c6fb5f865e9844ffc7fc2bd7e6bf2b7f32a419a7188bd31bcf1f00000000000000c03678033744de4300280000")
print(tarfile.is_tarfile(io.BytesIO(blob)), tarfile.is_tarfile(io.BytesIO(b"x" * 600)))
with tarfile.open(fileobj=io.BytesIO(blob)) as t:
    for m in t.getmembers():
        print(m.name, m.size, m.mtime, oct(m.mode), m.type, m.linkname, m.uname, m.gname, m.isfile(), m.isdir(), m.issym(), m.islnk())
    print(t.getnames()[:2])
    print(t.extractfile("pkg/a.txt").read(12), t.extractfile("pkg/link").read(6), t.extractfile("pkg/hard").readline())
    print(t.extractfile("pkg"), t.getmember("pkg").isdir())
    try:
        t.getmember("nope")
    except KeyError as e:
        print(e)
    t.list(verbose=False)
# ---
import io, os, tarfile
blob = bytes.fromhex("1f8b0800000000000203ed984f4e84301c85bbf6143d01f4d73fd48dd1a5cbb94233204c6664083209579a7378310b0b0da821316951791f811242d29097c7076d8e65ca02233cd69871f4ccc7f19cb491da5aa1c7eb96a466dcb0085c5e3ad7fa292f0bf795ec5fd2f8fc5dd2f55de0fc33adbfcfdfea69fee4b78c7181fc83e34e4de56e7e7664e0cf93a449fab073fd63e1f2a20dd7ff2f7affde7f4972e202df7e4982f13e66ff379a3fa95bdeb8aeba1b44703ad7e51afbe01fbc4d56f37fe87817fd4f34f5bf528ae0ff280cf9f0da3d17a802fcbf92ff85cc3efb5fc1ff3190f243ff7bf7f47a858b37e77f9ffb7dc8258045ff0b3bffff37fe9700fe8ff1f8f5617fce61ff4d7fff1fea63c83996fb2fe6fdb7c6fb5f865e9844ffc7fc2bd7e6bf2b7f32a419a7188bd31bcf1f00000000000000c03678033744de4300280000")
with tarfile.open(fileobj=io.BytesIO(blob), mode="r:gz") as t:
    t.extractall("out", filter="data")
for root, dirs, files in sorted(os.walk("out")):
    print(root, sorted(dirs), sorted(files))
print(open("out/pkg/link").read(6), open("out/pkg/hard").read(6), open("out/pkg/caf\u00e9.txt").read())
# ---
import io, os, tarfile
buf = io.BytesIO()
with tarfile.open(fileobj=buf, mode="w:gz") as t:
    for name, data in [("a.txt", b"first"), ("dir/b.txt", b"second" * 100), ("n" * 120, b"long"), ("\u00e9.txt", b"e")]:
        info = tarfile.TarInfo(name)
        info.size = len(data)
        info.mtime = 1600000000
        t.addfile(info, io.BytesIO(data))
    d = tarfile.TarInfo("emptydir")
    d.type = tarfile.DIRTYPE
    t.addfile(d)
buf.seek(0)
with tarfile.open(fileobj=buf) as t:
    print([(m.name[:10], m.size, m.mtime, m.isdir()) for m in t])
    print(t.extractfile("n" * 120).read(), t.extractfile("dir/b.txt").read()[:12])
os.makedirs("src/sub")
with open("src/one.txt", "w") as f:
    f.write("one")
with open("src/sub/two.txt", "w") as f:
    f.write("two")
with tarfile.open("archive.tar", "w") as t:
    t.add("src")
print(os.path.getsize("archive.tar") % 10240)
with tarfile.open("archive.tar") as t:
    print(sorted(t.getnames()))
    t.extractall("copy")
print(open("copy/src/sub/two.txt").read())
with tarfile.open("archive.tar", "a") as t:
    t.add("src/one.txt", arcname="again.txt")
with tarfile.open("archive.tar") as t:
    print(sorted(t.getnames()))
# ---
import io, tarfile
def archive(*members):
    buf = io.BytesIO()
    with tarfile.open(fileobj=buf, mode="w") as t:
        for name, kind, link in members:
            info = tarfile.TarInfo(name)
            info.type = kind
            info.linkname = link
            data = b"" if kind != tarfile.REGTYPE else b"x"
            info.size = len(data)
            t.addfile(info, io.BytesIO(data))
    buf.seek(0)
    return buf
cases = [("../escape.txt", tarfile.REGTYPE, ""), ("/abs.txt", tarfile.REGTYPE, ""),
         ("ln", tarfile.SYMTYPE, "/etc/passwd"), ("ln2", tarfile.SYMTYPE, "../../outside"),
         ("hl", tarfile.LNKTYPE, "../x"), ("fifo", tarfile.FIFOTYPE, ""), ("dev", tarfile.CHRTYPE, ""),
         ("ok/../../up.txt", tarfile.REGTYPE, "")]
for case in cases:
    # the 'tar' filter lets links and devices through: CPython makes them on the host, the workspace has none
    for flt in ("data",) if case[1] != tarfile.REGTYPE else ("data", "tar"):
        with tarfile.open(fileobj=archive(case)) as t:
            try:
                t.extractall("dest", filter=flt)
                print(case[0], flt, "extracted")
            except tarfile.TarError as e:
                print(case[0], flt, type(e).__name__, isinstance(e, tarfile.FilterError))
with tarfile.open(fileobj=archive(("a", tarfile.REGTYPE, ""))) as t:
    try:
        t.extractall("d", filter="bogus")
    except ValueError as e:
        print(e)
for bad in [b"", b"\0" * 512, b"x" * 512]:
    try:
        tarfile.open(fileobj=io.BytesIO(bad), mode="r:")
        print("opened")
    except tarfile.ReadError as e:
        print("ReadError", e)
for mode in ["r:zz", "q"]:
    try:
        tarfile.open(fileobj=io.BytesIO(), mode=mode)
    except (tarfile.CompressionError, ValueError) as e:
        print(type(e).__name__, e)
tarfile.open("missing.tar")
