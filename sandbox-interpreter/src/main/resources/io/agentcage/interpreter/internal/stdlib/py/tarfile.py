"""tar archives: the interpreter's tarfile (CPython 3.11's API for ustar, GNU and pax archives, plain or gzipped).

Archives are read and written through file objects: workspace files or io.BytesIO. Extraction applies a filter
(PEP 706): the default is 'data', which refuses members that would land outside the destination, absolute and
escaping links and special files (CPython 3.11 defaults to 'fully_trusted'; 3.14 to 'data'). The workspace has no
links: a link member is extracted as a copy of its target, as CPython does where the system has no links. Member
data is copied in chunks, so the workspace's size and file-count limits stop a tar bomb at the first chunk or file
past them; a gzipped archive inflates in chunks charged to the memory budget.
"""
import io
import os
import shutil
import stat
import struct
import time

__all__ = ["TarFile", "TarInfo", "is_tarfile", "TarError", "ReadError", "CompressionError", "StreamError",
           "ExtractError", "HeaderError", "ENCODING", "USTAR_FORMAT", "GNU_FORMAT", "PAX_FORMAT",
           "DEFAULT_FORMAT", "open", "fully_trusted_filter", "data_filter", "tar_filter", "FilterError",
           "AbsoluteLinkError", "OutsideDestinationError", "SpecialFileError", "AbsolutePathError",
           "LinkOutsideDestinationError"]

NUL = b"\0"
BLOCKSIZE = 512
RECORDSIZE = BLOCKSIZE * 20
GNU_MAGIC = b"ustar  \0"
POSIX_MAGIC = b"ustar\x0000"
LENGTH_NAME = 100
LENGTH_LINK = 100
LENGTH_PREFIX = 155
REGTYPE = b"0"
AREGTYPE = b"\0"
LNKTYPE = b"1"
SYMTYPE = b"2"
CHRTYPE = b"3"
BLKTYPE = b"4"
DIRTYPE = b"5"
FIFOTYPE = b"6"
CONTTYPE = b"7"
GNUTYPE_LONGNAME = b"L"
GNUTYPE_LONGLINK = b"K"
GNUTYPE_SPARSE = b"S"
XHDTYPE = b"x"
XGLTYPE = b"g"
SOLARIS_XHDTYPE = b"X"
USTAR_FORMAT = 0
GNU_FORMAT = 1
PAX_FORMAT = 2
DEFAULT_FORMAT = PAX_FORMAT
ENCODING = "utf-8"
REGULAR_TYPES = (REGTYPE, AREGTYPE, CONTTYPE, GNUTYPE_SPARSE)
SUPPORTED_TYPES = (REGTYPE, AREGTYPE, LNKTYPE, SYMTYPE, DIRTYPE, FIFOTYPE, CONTTYPE, CHRTYPE, BLKTYPE,
                   GNUTYPE_LONGNAME, GNUTYPE_LONGLINK, GNUTYPE_SPARSE)
_CHUNK = 64 * 1024
_open = open


class TarError(Exception):
    """Base exception."""


class ExtractError(TarError):
    """General exception for extract errors."""


class ReadError(TarError):
    """Exception for unreadable tar archives."""


class CompressionError(TarError):
    """Exception for unavailable compression methods."""


class StreamError(TarError):
    """Exception for unsupported operations on stream-like TarFiles."""


class HeaderError(TarError):
    """Base exception for header errors."""


class EmptyHeaderError(HeaderError):
    pass


class TruncatedHeaderError(HeaderError):
    pass


class EOFHeaderError(HeaderError):
    pass


class InvalidHeaderError(HeaderError):
    pass


class FilterError(TarError):
    pass


class AbsolutePathError(FilterError):
    def __init__(self, tarinfo):
        self.tarinfo = tarinfo
        super().__init__(f'member {tarinfo.name!r} has an absolute path')


class OutsideDestinationError(FilterError):
    def __init__(self, tarinfo, path):
        self.tarinfo = tarinfo
        self._path = path
        super().__init__(f'{tarinfo.name!r} would be extracted to {path!r}, which is outside the destination')


class SpecialFileError(FilterError):
    def __init__(self, tarinfo):
        self.tarinfo = tarinfo
        super().__init__(f'{tarinfo.name!r} is a special file')


class AbsoluteLinkError(FilterError):
    def __init__(self, tarinfo):
        self.tarinfo = tarinfo
        super().__init__(f'{tarinfo.name!r} is a link to an absolute path')


class LinkOutsideDestinationError(FilterError):
    def __init__(self, tarinfo, path):
        self.tarinfo = tarinfo
        self._path = path
        super().__init__(f'{tarinfo.name!r} would link to {path!r}, which is outside the destination')


def _nts(raw, encoding, errors):
    end = raw.find(NUL)
    if end != -1:
        raw = raw[:end]
    return raw.decode(encoding, errors)


def _nti(raw):
    # a number field: octal text, or base-256 when the first byte has its high bit set
    if raw[0] in (0o200, 0o377):
        n = 0
        for b in raw[1:]:
            n = (n << 8) + b
        return n - (256 ** (len(raw) - 1)) if raw[0] == 0o377 else n
    text = _nts(raw, "ascii", "strict").strip(" ") or "0"
    try:
        return int(text, 8)
    except ValueError:
        raise InvalidHeaderError("invalid header") from None


def _itn(n, digits):
    n = int(n)
    if 0 <= n < 8 ** (digits - 1):
        return bytes("%0*o" % (digits - 1, n), "ascii") + NUL
    if n < 0 or n >= 256 ** (digits - 1):
        raise ValueError("overflow in number field")
    out = bytearray([0o200])
    for i in range(digits - 1):
        out.insert(1, n & 0o377)
        n >>= 8
    return bytes(out)


def _checksum(block):
    # the checksum field counts as eight spaces (8 * 32 = 256)
    return 256 + sum(block[:148]) + sum(block[156:512])


def _signed_checksum(block):
    # what some old tar programs wrote: the bytes summed as signed chars
    return 256 + sum(struct.unpack_from("148b8x356b", block))


class TarInfo:
    """The description of one member: name, mode, owner, size, time, type and link."""

    def __init__(self, name=""):
        self.name = name
        self.mode = 0o644
        self.uid = 0
        self.gid = 0
        self.size = 0
        self.mtime = 0
        self.chksum = 0
        self.type = REGTYPE
        self.linkname = ""
        self.uname = ""
        self.gname = ""
        self.devmajor = 0
        self.devminor = 0
        self.offset = 0
        self.offset_data = 0
        self.sparse = None
        self.pax_headers = {}

    @property
    def path(self):
        return self.name

    @path.setter
    def path(self, name):
        self.name = name

    @property
    def linkpath(self):
        return self.linkname

    @linkpath.setter
    def linkpath(self, linkname):
        self.linkname = linkname

    def __repr__(self):
        return "<%s %r at %#x>" % (self.__class__.__name__, self.name, id(self))

    def replace(self, *, name=None, mtime=None, mode=None, linkname=None, uid=None, gid=None, uname=None,
                gname=None, deep=True):
        import copy
        result = copy.deepcopy(self) if deep else copy.copy(self)
        for key, value in (("name", name), ("mtime", mtime), ("mode", mode), ("linkname", linkname),
                           ("uid", uid), ("gid", gid), ("uname", uname), ("gname", gname)):
            if value is not None:
                setattr(result, key, value)
        return result

    def get_info(self):
        mode = None if self.mode is None else self.mode & 0o7777
        return {"name": self.name, "mode": mode, "uid": self.uid, "gid": self.gid, "size": self.size,
                "mtime": self.mtime, "chksum": self.chksum, "type": self.type, "linkname": self.linkname,
                "uname": self.uname, "gname": self.gname, "devmajor": self.devmajor, "devminor": self.devminor}

    def isfile(self):
        return self.isreg()

    def isreg(self):
        return self.type in REGULAR_TYPES

    def isdir(self):
        return self.type == DIRTYPE

    def issym(self):
        return self.type == SYMTYPE

    def islnk(self):
        return self.type == LNKTYPE

    def ischr(self):
        return self.type == CHRTYPE

    def isblk(self):
        return self.type == BLKTYPE

    def isfifo(self):
        return self.type == FIFOTYPE

    def issparse(self):
        return self.sparse is not None

    def isdev(self):
        return self.type in (CHRTYPE, BLKTYPE, FIFOTYPE)

    def tobuf(self, format=DEFAULT_FORMAT, encoding=ENCODING, errors="surrogateescape"):
        """The header blocks of this member (a pax or GNU header first when the name or link needs one)."""
        name = self.name
        if self.isdir() and not name.endswith("/"):
            name += "/"
        prefix = b""
        try:
            raw_name = name.encode("ascii")
            raw_link = self.linkname.encode("ascii")
            ascii_ok = True
        except UnicodeEncodeError:
            raw_name, raw_link, ascii_ok = name.encode(encoding, errors), self.linkname.encode(encoding, errors), False
        fits = len(raw_name) <= LENGTH_NAME and len(raw_link) <= LENGTH_LINK
        if format == PAX_FORMAT and (not ascii_ok or not fits):
            records = {}
            if not ascii_ok or len(raw_name) > LENGTH_NAME:
                records["path"] = name
            if not ascii_ok or len(raw_link) > LENGTH_LINK:
                records["linkpath"] = self.linkname
            prefix = self._pax_header(records, encoding)
            raw_name, raw_link = raw_name[:LENGTH_NAME], raw_link[:LENGTH_LINK]
        elif format == GNU_FORMAT and not fits:
            if len(raw_link) > LENGTH_LINK:
                prefix += self._special(raw_link + NUL, GNUTYPE_LONGLINK)
            if len(raw_name) > LENGTH_NAME:
                prefix += self._special(raw_name + NUL, GNUTYPE_LONGNAME)
            raw_name, raw_link = raw_name[:LENGTH_NAME], raw_link[:LENGTH_LINK]
        elif not fits:
            raise ValueError("name is too long")
        magic = GNU_MAGIC if format == GNU_FORMAT else POSIX_MAGIC
        return prefix + self._block(raw_name, raw_link, self.type, self.size, magic, encoding, errors)

    def _block(self, raw_name, raw_link, kind, size, magic, encoding="utf-8", errors="strict"):
        head = (raw_name.ljust(100, NUL) + _itn(self.mode & 0o7777, 8) + _itn(self.uid, 8) + _itn(self.gid, 8)
                + _itn(size, 12) + _itn(self.mtime, 12) + b"        " + kind + raw_link.ljust(100, NUL)
                + magic[:8] + self.uname.encode(encoding, errors)[:32].ljust(32, NUL)
                + self.gname.encode(encoding, errors)[:32].ljust(32, NUL)
                + _itn(self.devmajor, 8) + _itn(self.devminor, 8))
        head = head.ljust(BLOCKSIZE, NUL)
        chksum = _checksum(head)
        return head[:148] + bytes("%06o" % chksum, "ascii") + b"\0 " + head[156:]

    def _special(self, payload, kind):
        info = TarInfo("././@LongLink")
        info.mode = 0o644
        block = info._block(b"././@LongLink", b"", kind, len(payload), GNU_MAGIC)
        return block + payload + NUL * (-len(payload) % BLOCKSIZE)

    def _pax_header(self, records, encoding):
        body = b""
        for key, value in records.items():
            item = key.encode("utf-8") + b"=" + value.encode("utf-8") + b"\n"
            n = len(item) + 2
            while len(str(n)) + 1 + len(item) != n:
                n = len(str(n)) + 1 + len(item)
            body += str(n).encode("ascii") + b" " + item
        info = TarInfo("././@PaxHeader")
        block = info._block(b"././@PaxHeader", b"", XHDTYPE, len(body), POSIX_MAGIC)
        return block + body + NUL * (-len(body) % BLOCKSIZE)

    @classmethod
    def frombuf(cls, buf, encoding, errors):
        if len(buf) == 0:
            raise EmptyHeaderError("empty header")
        if len(buf) != BLOCKSIZE:
            raise TruncatedHeaderError("truncated header")
        if buf.count(NUL) == BLOCKSIZE:
            raise EOFHeaderError("end of file header")
        chksum = _nti(buf[148:156])
        if chksum != _checksum(buf) and chksum != _signed_checksum(buf):
            raise InvalidHeaderError("bad checksum")
        info = cls()
        info.name = _nts(buf[0:100], encoding, errors)
        info.mode = _nti(buf[100:108])
        info.uid = _nti(buf[108:116])
        info.gid = _nti(buf[116:124])
        info.size = _nti(buf[124:136])
        info.mtime = _nti(buf[136:148])
        info.chksum = chksum
        info.type = buf[156:157]
        info.linkname = _nts(buf[157:257], encoding, errors)
        info.uname = _nts(buf[265:297], encoding, errors)
        info.gname = _nts(buf[297:329], encoding, errors)
        info.devmajor = _nti(buf[329:337])
        info.devminor = _nti(buf[337:345])
        prefix = _nts(buf[345:500], encoding, errors)
        if info.type == AREGTYPE and info.name.endswith("/"):
            info.type = DIRTYPE
        if prefix and buf[257:265] == POSIX_MAGIC and info.type not in (GNUTYPE_LONGNAME, GNUTYPE_LONGLINK):
            info.name = prefix + "/" + info.name
        if info.isdir():
            info.name = info.name.rstrip("/")
        return info


def fully_trusted_filter(member, dest_path):
    return member


def _filtered(member, dest_path, for_data):
    # CPython's PEP 706 checks over the workspace's paths
    changes = {}
    name = member.name
    dest_path = os.path.realpath(dest_path)
    if name.startswith('/'):
        name = changes['name'] = member.path.lstrip('/')
    if os.path.isabs(name):
        raise AbsolutePathError(member)
    target = os.path.realpath(os.path.join(dest_path, name))
    if os.path.commonpath([target, dest_path]) != dest_path:
        raise OutsideDestinationError(member, target)
    mode = member.mode
    if mode is not None:
        mode = mode & 0o755
        if for_data:
            if member.isreg() or member.islnk():
                if not mode & 0o100:
                    mode &= ~0o111
                mode |= 0o600
            elif member.isdir() or member.issym():
                mode = None
            else:
                raise SpecialFileError(member)
        if mode != member.mode:
            changes['mode'] = mode
    if for_data:
        if member.islnk() or member.issym():
            if os.path.isabs(member.linkname):
                raise AbsoluteLinkError(member)
            if member.issym():
                link = os.path.join(dest_path, os.path.dirname(name), member.linkname)
            else:
                link = os.path.join(dest_path, member.linkname)
            link = os.path.realpath(link)
            if os.path.commonpath([link, dest_path]) != dest_path:
                raise LinkOutsideDestinationError(member, link)
    if changes:
        member = member.replace(**changes, deep=False)
    return member


def tar_filter(member, dest_path):
    return _filtered(member, dest_path, False)


def data_filter(member, dest_path):
    return _filtered(member, dest_path, True)


_NAMED_FILTERS = {"fully_trusted": fully_trusted_filter, "tar": tar_filter, "data": data_filter}


class _MemberFile(io.BufferedIOBase):
    # the data of one member, read in place from the archive's file object
    def __init__(self, fileobj, offset, size, name):
        self._fileobj = fileobj
        self._start = offset
        self._size = size
        self._pos = 0
        self.name = name
        self._closed = False

    def read(self, size=-1):
        left = self._size - self._pos
        if size is None or size < 0 or size > left:
            size = left
        if size <= 0:
            return b""
        self._fileobj.seek(self._start + self._pos)
        data = self._fileobj.read(size)
        if len(data) != size:
            raise ReadError("unexpected end of data")
        self._pos += size
        return data

    def read1(self, size=-1):
        return self.read(size if size is not None and size >= 0 else _CHUNK)

    def readline(self, size=-1):
        out = b""
        while size is None or size < 0 or len(out) < size:
            c = self.read(1)
            if not c:
                break
            out += c
            if c == b"\n":
                break
        return out

    def seek(self, pos, whence=0):
        base = {0: 0, 1: self._pos, 2: self._size}[whence]
        self._pos = max(0, min(base + pos, self._size))
        return self._pos

    def tell(self):
        return self._pos

    def readable(self):
        return True

    def seekable(self):
        return True


class TarFile:
    """A tar archive read from or written to a workspace file or a binary file object."""
    debug = 0
    dereference = False
    ignore_zeros = False
    errorlevel = 1
    format = DEFAULT_FORMAT
    encoding = ENCODING
    errors = None
    tarinfo = TarInfo
    fileobject = _MemberFile
    extraction_filter = None

    def __init__(self, name=None, mode="r", fileobj=None, format=None, tarinfo=None, dereference=None,
                 ignore_zeros=None, encoding=None, errors="surrogateescape", pax_headers=None, debug=None,
                 errorlevel=None, copybufsize=None):
        modes = {"r": "rb", "a": "r+b", "w": "wb", "x": "xb"}
        if mode not in modes:
            raise ValueError("mode must be 'r', 'a', 'w' or 'x'")
        self.mode = mode
        self._mode = modes[mode]
        self._own = False
        if fileobj is None:
            if self.mode == "a" and not os.path.exists(name):
                self.mode = "w"
                self._mode = "wb"
            fileobj = _open(name, self._mode)
            self._own = True
        elif name is None and hasattr(fileobj, "name") and isinstance(fileobj.name, (str, bytes)):
            name = fileobj.name
        self.name = os.path.abspath(name) if isinstance(name, str) else name
        self.fileobj = fileobj
        if format is not None:
            self.format = format
        if encoding is not None:
            self.encoding = encoding
        self.errors = errors
        self.pax_headers = dict(pax_headers or {})
        if ignore_zeros is not None:
            self.ignore_zeros = ignore_zeros
        if errorlevel is not None:
            self.errorlevel = errorlevel
        if dereference is not None:
            self.dereference = dereference
        self.closed = False
        self.members = []
        self._loaded = False
        self.offset = self._tell()
        self.inodes = {}
        try:
            if self.mode == "r":
                self.firstmember = None
                self.firstmember = self.next()
            elif self.mode == "a":
                while True:
                    self.fileobj.seek(self.offset)
                    try:
                        self.members.append(self.tarinfo.frombuf(self.fileobj.read(BLOCKSIZE), self.encoding,
                                                                 self.errors))
                    except EOFHeaderError:
                        self.fileobj.seek(self.offset)
                        break
                    except HeaderError as e:
                        raise ReadError(str(e)) from None
                    info = self.members[-1]
                    self.offset += BLOCKSIZE + info.size + (-info.size % BLOCKSIZE)
                self._loaded = True
        except BaseException:
            if self._own:
                self.fileobj.close()
            self.closed = True
            raise

    def _tell(self):
        try:
            return self.fileobj.tell()
        except (AttributeError, OSError):
            return 0

    @classmethod
    def open(cls, name=None, mode="r", fileobj=None, bufsize=RECORDSIZE, **kwargs):
        """A TarFile for mode 'r', 'r:*', 'r:', 'r:gz', 'w', 'w:', 'w:gz', 'x...', 'a' (and the '|' forms)."""
        if not name and not fileobj:
            raise ValueError("nothing to open")
        filemode, _, method = mode.replace("|", ":").partition(":")
        filemode = filemode or "r"
        if filemode not in ("r", "a", "w", "x"):
            raise ValueError("undiscernible mode")
        method = method or ("*" if filemode == "r" else "tar")
        if method in ("bz2", "xz"):
            raise CompressionError("%s-compressed tar archives are not supported by this interpreter; decompress"
                                   " with the %s module and open the result" % (method, "bz2" if method == "bz2" else "lzma"))
        if method not in ("*", "tar", "gz"):
            raise CompressionError("unknown compression type %r" % method)
        if method == "*":
            if fileobj is None:
                fileobj = _open(name, "rb")
                kwargs_own = True
            else:
                kwargs_own = False
            start = fileobj.tell()
            magic = fileobj.read(2)
            fileobj.seek(start)
            method = "gz" if magic == b"\x1f\x8b" else "tar"
            try:
                archive = cls._open_method(name, filemode, fileobj, method, kwargs)
            except BaseException:
                if kwargs_own:
                    fileobj.close()
                raise
            archive._own = archive._own or kwargs_own
            return archive
        return cls._open_method(name, filemode, fileobj, method, kwargs)

    @classmethod
    def _open_method(cls, name, filemode, fileobj, method, kwargs):
        if method == "tar":
            return cls(name, filemode, fileobj, **kwargs)
        if filemode == "a":
            raise ValueError("mode must be 'r', 'w' or 'x'")
        import gzip
        level = kwargs.pop("compresslevel", 9)
        own = fileobj is None
        if own:
            fileobj = _open(name, filemode + "b")
        try:
            gz = gzip.GzipFile(name, filemode + "b", level, fileobj)
            if filemode == "r":
                data = _GzipSeekable(gz)
                archive = cls(name, filemode, data, **kwargs)
            else:
                archive = cls(name, filemode, gz, **kwargs)
        except (OSError, EOFError) as e:
            if own:
                fileobj.close()
            if filemode == "r":
                raise ReadError("not a gzip file") from e
            raise
        archive._extra_close = fileobj if own else None
        archive._gz = gz
        return archive

    taropen = classmethod(lambda cls, name, mode="r", fileobj=None, **kw: cls(name, mode, fileobj, **kw))

    def getmember(self, name):
        info = self._find(name)
        if info is None:
            raise KeyError("filename %r not found" % name)
        return info

    def _find(self, name):
        self._load()
        name = name.rstrip("/")
        for member in reversed(self.members):
            if member.name == name:
                return member
        return None

    def getmembers(self):
        self._check()
        self._load()
        return self.members

    def getnames(self):
        return [m.name for m in self.getmembers()]

    def __iter__(self):
        if self._loaded:
            yield from self.members
            return
        index = 0
        if self.firstmember is not None:
            yield self.firstmember
            index = 1
        while True:
            if index < len(self.members):
                info = self.members[index]
            else:
                info = self.next()
                if info is None:
                    self._loaded = True
                    return
            index += 1
            yield info

    def _load(self):
        if not self._loaded:
            while self.next() is not None:
                pass
            self._loaded = True

    def _check(self, mode=None):
        if self.closed:
            raise OSError("%s is closed" % self.__class__.__name__)
        if mode is not None and self.mode not in mode:
            raise OSError("bad operation for mode %r" % self.mode)

    def next(self):
        """The next member, or None at the end of the archive."""
        self._check("ra")
        if self.firstmember is not None and self.mode == "r" and not self.members:
            member = self.firstmember
            self.firstmember = None
            self.members.append(member)
            return member
        if self._loaded:
            return None
        info = None
        pax = {}
        long_name = long_link = None
        while True:
            self.fileobj.seek(self.offset)
            block = self.fileobj.read(BLOCKSIZE)
            try:
                info = self.tarinfo.frombuf(block, self.encoding, self.errors)
            except EOFHeaderError as e:
                if self.ignore_zeros:
                    self.offset += BLOCKSIZE
                    continue
                info = None
                break
            except (InvalidHeaderError, TruncatedHeaderError, EmptyHeaderError) as e:
                if self.offset == 0 and not self.members:
                    raise ReadError("empty file" if isinstance(e, EmptyHeaderError) else str(e)) from None
                if isinstance(e, EmptyHeaderError):
                    info = None
                    break
                raise ReadError(str(e)) from None
            info.offset = self.offset
            info.offset_data = self.offset + BLOCKSIZE
            self.offset = info.offset_data + info.size + (-info.size % BLOCKSIZE)
            if info.type in (GNUTYPE_LONGNAME, GNUTYPE_LONGLINK, XHDTYPE, XGLTYPE, SOLARIS_XHDTYPE):
                self.fileobj.seek(info.offset_data)
                payload = self.fileobj.read(info.size)
                if info.type == GNUTYPE_LONGNAME:
                    long_name = _nts(payload, self.encoding, self.errors)
                elif info.type == GNUTYPE_LONGLINK:
                    long_link = _nts(payload, self.encoding, self.errors)
                else:
                    records = self._pax_records(payload)
                    if info.type == XGLTYPE:
                        self.pax_headers.update(records)
                    else:
                        pax.update(records)
                continue
            break
        if info is None:
            self._loaded = True
            return None
        if long_name is not None:
            info.name = long_name.rstrip("/") if info.isdir() else long_name
        if long_link is not None:
            info.linkname = long_link
        if pax:
            info.pax_headers = pax
            if "path" in pax:
                info.name = pax["path"].rstrip("/") if info.isdir() else pax["path"]
            if "linkpath" in pax:
                info.linkname = pax["linkpath"]
            for key in ("size", "mtime", "uid", "gid"):
                if key in pax:
                    value = float(pax[key]) if key == "mtime" else int(pax[key])
                    setattr(info, key, value)
                    if key == "size":
                        self.offset = info.offset_data + info.size + (-info.size % BLOCKSIZE)
            for key in ("uname", "gname"):
                if key in pax:
                    setattr(info, key, pax[key])
        self.members.append(info)
        return info

    def _pax_records(self, payload):
        records = {}
        pos = 0
        while pos < len(payload) and payload[pos:pos + 1] != NUL:
            space = payload.find(b" ", pos)
            if space < 0:
                raise ReadError("invalid header")
            try:
                length = int(payload[pos:space])
            except ValueError:
                raise ReadError("invalid header") from None
            if length <= 0:
                raise ReadError("invalid header")
            record = payload[space + 1:pos + length - 1]
            key, _, value = record.partition(b"=")
            records[key.decode("utf-8")] = value.decode("utf-8", "surrogateescape")
            pos += length
        return records

    def extractfile(self, member):
        self._check("r")
        info = self.getmember(member) if isinstance(member, str) else member
        if info.isreg() or info.type not in SUPPORTED_TYPES:
            return self.fileobject(self.fileobj, info.offset_data, info.size, info.name)
        if info.islnk() or info.issym():
            return self.extractfile(self._link_target(info))
        return None

    def _link_target(self, info):
        if info.issym():
            linkname = "/".join(filter(None, (os.path.dirname(info.name), info.linkname)))
            linkname = os.path.normpath(linkname)
        else:
            linkname = info.linkname
        target = self._find(linkname)
        if target is None:
            raise KeyError("linkname %r not found" % linkname)
        return target

    def _filter_for(self, filter):
        if filter is None:
            filter = self.extraction_filter or data_filter
        if isinstance(filter, str):
            try:
                return _NAMED_FILTERS[filter]
            except KeyError:
                raise ValueError(f"filter {filter!r} not found") from None
        return filter

    def extractall(self, path=".", members=None, *, numeric_owner=False, filter=None):
        """Extracts every member (or those given) under path, through the extraction filter."""
        chosen = self._filter_for(filter)
        dirs = []
        # members in archive order, each extracted right after its header is read: a gzipped archive then inflates
        # once, forwards, and a bomb meets the workspace's limits while it is being inflated
        for member in (self if members is None else members):
            info = self._apply(chosen, member, path)
            if info is None:
                continue
            if info.isdir():
                dirs.append(info)
            self._extract_one(info, path)

    def extract(self, member, path="", set_attrs=True, *, numeric_owner=False, filter=None):
        chosen = self._filter_for(filter)
        info = self.getmember(member) if isinstance(member, str) else member
        info = self._apply(chosen, info, path)
        if info is not None:
            self._extract_one(info, path)

    def _apply(self, chosen, member, path):
        dest = os.fspath(path) or "."
        try:
            return chosen(member, dest)
        except (OSError, FilterError) as e:
            if self.errorlevel > 0:
                raise
            return None
        except ExtractError:
            if self.errorlevel > 1:
                raise
            return None

    def _extract_one(self, info, path):
        target = os.path.join(path, info.name)
        try:
            self._make(info, target)
        except OSError:
            if self.errorlevel > 0:
                raise
        except ExtractError:
            if self.errorlevel > 1:
                raise

    def _make(self, info, target):
        parent = os.path.dirname(target)
        if parent and not os.path.exists(parent):
            os.makedirs(parent)
        if info.isdir():
            if not os.path.isdir(target):
                os.mkdir(target)
        elif info.isreg():
            source = self.extractfile(info)
            with _open(target, "wb") as out:
                shutil.copyfileobj(source, out)
        elif info.islnk() or info.issym():
            # the workspace has no links: the member becomes a copy of its target, as where links are missing
            self._make(self._link_target(info), target)
        elif info.isfifo():
            raise ExtractError("fifo not supported by system")
        elif info.ischr() or info.isblk():
            raise ExtractError("special devices not supported by system")
        else:
            source = self.extractfile(info)
            with _open(target, "wb") as out:
                shutil.copyfileobj(source, out)

    def gettarinfo(self, name=None, arcname=None, fileobj=None):
        self._check("awx")
        if fileobj is not None:
            name = fileobj.name
        if arcname is None:
            arcname = name
        arcname = arcname.lstrip("/")
        st = os.stat(name) if fileobj is None else os.fstat(fileobj.fileno())
        info = self.tarinfo(arcname)
        info.mode = st.st_mode & 0o7777
        info.uid = st.st_uid
        info.gid = st.st_gid
        info.mtime = int(st.st_mtime)
        if stat.S_ISDIR(st.st_mode):
            info.type = DIRTYPE
            info.size = 0
        elif stat.S_ISREG(st.st_mode):
            info.type = REGTYPE
            info.size = st.st_size
        else:
            return None
        return info

    def add(self, name, arcname=None, recursive=True, *, filter=None):
        self._check("awx")
        if arcname is None:
            arcname = name
        info = self.gettarinfo(name, arcname)
        if info is None:
            return
        if filter is not None:
            info = filter(info)
            if info is None:
                return
        if info.isreg():
            with _open(name, "rb") as f:
                self.addfile(info, f)
        elif info.isdir():
            self.addfile(info)
            if recursive:
                for child in sorted(os.listdir(name)):
                    self.add(os.path.join(name, child), os.path.join(arcname, child), recursive, filter=filter)
        else:
            self.addfile(info)

    def addfile(self, tarinfo, fileobj=None):
        self._check("awx")
        import copy
        tarinfo = copy.copy(tarinfo)
        header = tarinfo.tobuf(self.format, self.encoding, self.errors)
        self.fileobj.write(header)
        self.offset += len(header)
        if fileobj is not None:
            left = tarinfo.size
            while left > 0:
                chunk = fileobj.read(min(left, _CHUNK))
                if not chunk:
                    raise OSError("unexpected end of data")
                self.fileobj.write(chunk)
                left -= len(chunk)
            pad = -tarinfo.size % BLOCKSIZE
            if pad:
                self.fileobj.write(NUL * pad)
            self.offset += tarinfo.size + pad
        self.members.append(tarinfo)

    def list(self, verbose=True, *, members=None):
        self._check()
        for info in (self if members is None else members):
            if verbose:
                print(stat.filemode(info.mode | {DIRTYPE: stat.S_IFDIR, SYMTYPE: stat.S_IFLNK}.get(
                    info.type, stat.S_IFREG)), end=' ')
                print("%s/%s" % (info.uname or info.uid, info.gname or info.gid), end=' ')
                print("%10d" % info.size, end=' ')
                print("%d-%02d-%02d %02d:%02d:%02d" % time.gmtime(info.mtime)[:6], end=' ')
            print(info.name + ("/" if info.isdir() else ""), end=' ')
            if verbose:
                if info.issym():
                    print("->", info.linkname, end=' ')
                if info.islnk():
                    print("link to", info.linkname, end=' ')
            print()

    def close(self):
        if self.closed:
            return
        self.closed = True
        try:
            if self.mode in ("a", "w", "x"):
                self.fileobj.write(NUL * (BLOCKSIZE * 2))
                self.offset += BLOCKSIZE * 2
                blocks, remainder = divmod(self.offset, RECORDSIZE)
                if remainder > 0:
                    self.fileobj.write(NUL * (RECORDSIZE - remainder))
        finally:
            gz = getattr(self, "_gz", None)
            if gz is not None:
                gz.close()
            extra = getattr(self, "_extra_close", None)
            if extra is not None:
                extra.close()
            if self._own:
                self.fileobj.close()

    def __enter__(self):
        self._check()
        return self

    def __exit__(self, kind, value, tb):
        if kind is None:
            self.close()
        else:
            if self._own:
                self.fileobj.close()
            self.closed = True


class _GzipSeekable:
    # a gzipped archive read forwards; seeking back re-reads from the start (tar reads mostly forwards)
    def __init__(self, gz):
        self._gz = gz
        self._pos = 0
        self.name = getattr(gz, "name", None)

    def tell(self):
        return self._pos

    def seek(self, pos, whence=0):
        if whence != 0:
            raise OSError("seek on a compressed tar archive supports whence=0 only")
        if pos < self._pos:
            self._gz._reader = type(self._gz._reader)(self._rewind())
            self._gz._buffer = b""
            self._pos = 0
        while self._pos < pos:
            skipped = self._gz.read(min(pos - self._pos, _CHUNK))
            if not skipped:
                break
            self._pos += len(skipped)
        return self._pos

    def _rewind(self):
        raw = self._gz.fileobj
        raw.seek(0)
        return raw

    def read(self, n=-1):
        data = self._gz.read(n)
        self._pos += len(data)
        return data

    def close(self):
        self._gz.close()


def is_tarfile(name):
    """True when name (a path or a binary file object) starts with a valid tar header (gzipped or not)."""
    try:
        if hasattr(name, "read"):
            pos = name.tell()
            try:
                TarFile.open(fileobj=name)
            finally:
                name.seek(pos)
        else:
            TarFile.open(name).close()
        return True
    except TarError:
        return False


open = TarFile.open
