"""ZIP archives: the interpreter's zipfile (CPython 3.11's API and messages for stored and deflated members).

Archives are read and written through file objects: workspace files opened with open(), or io.BytesIO. Members
inflate in bounded chunks and zlib charges every chunk to the memory budget before it is kept; extraction writes
chunk by chunk into the workspace, whose size and file-count limits stop a zip bomb or an archive of too many
members at the first chunk or file past them. Member names are made relative as CPython does ('..', '.', empty
parts and leading '/' dropped), so extraction stays under the target directory.
"""
import io
import os
import shutil
import stat
import struct
import time
import zlib

__all__ = ["Path", "BadZipFile", "BadZipfile", "error", "ZIP_STORED", "ZIP_DEFLATED", "ZIP_BZIP2", "ZIP_LZMA",
           "is_zipfile", "ZipInfo", "ZipFile", "LargeZipFile"]


class BadZipFile(Exception):
    pass


class LargeZipFile(Exception):
    """Raised when writing a zipfile that would need ZIP64 extensions."""


error = BadZipfile = BadZipFile

ZIP_STORED = 0
ZIP_DEFLATED = 8
ZIP_BZIP2 = 12
ZIP_LZMA = 14
DEFAULT_VERSION = 20
_CHUNK = 64 * 1024
_LOCAL = struct.Struct("<4sHHHHHIIIHH")
_CENTRAL = struct.Struct("<4sBBBBHHHHIIIHHHHHII")
_END = struct.Struct("<4sHHHHIIH")
_LOCAL_SIG = b"PK\x03\x04"
_CENTRAL_SIG = b"PK\x01\x02"
_END_SIG = b"PK\x05\x06"
_END64 = struct.Struct("<4sQHHIIQQQQ")
_END64_SIG = b"PK\x06\x06"
_LOCATOR64 = struct.Struct("<4sIQI")
_LOCATOR64_SIG = b"PK\x06\x07"
ZIP64_LIMIT = (1 << 31) - 1
ZIP_FILECOUNT_LIMIT = (1 << 16) - 1
ZIP64_VERSION = 45
_METHOD_NAMES = {ZIP_STORED: 'store', ZIP_DEFLATED: 'deflate', ZIP_BZIP2: 'bzip2', ZIP_LZMA: 'lzma'}
_open = open


def _check_compression(method):
    if method in (ZIP_STORED, ZIP_DEFLATED):
        return
    if method == ZIP_BZIP2:
        raise NotImplementedError("bzip2-compressed ZIP members are not supported by this interpreter")
    if method == ZIP_LZMA:
        raise NotImplementedError("lzma-compressed ZIP members are not supported by this interpreter")
    raise NotImplementedError("That compression method is not supported")


class ZipInfo:
    """The description of one member: name, time, sizes, CRC, compression and attributes."""
    __slots__ = ('orig_filename', 'filename', 'date_time', 'compress_type', '_compresslevel', 'comment', 'extra',
                 'create_system', 'create_version', 'extract_version', 'reserved', 'flag_bits', 'volume',
                 'internal_attr', 'external_attr', 'header_offset', 'CRC', 'compress_size', 'file_size')

    def __init__(self, filename="NoName", date_time=(1980, 1, 1, 0, 0, 0)):
        self.orig_filename = filename
        null = filename.find(chr(0))
        if null >= 0:
            filename = filename[0:null]
        self.filename = filename
        self.date_time = date_time
        if date_time[0] < 1980:
            raise ValueError('ZIP does not support timestamps before 1980')
        self.compress_type = ZIP_STORED
        self._compresslevel = None
        self.comment = b""
        self.extra = b""
        self.create_system = 3
        self.create_version = DEFAULT_VERSION
        self.extract_version = DEFAULT_VERSION
        self.reserved = 0
        self.flag_bits = 0
        self.volume = 0
        self.internal_attr = 0
        self.external_attr = 0
        self.header_offset = 0
        self.CRC = 0
        self.compress_size = 0
        self.file_size = 0

    def __repr__(self):
        parts = ['<%s filename=%r' % (self.__class__.__name__, self.filename)]
        if self.compress_type != ZIP_STORED:
            parts.append(' compress_type=%s' % _METHOD_NAMES.get(self.compress_type, self.compress_type))
        hi = self.external_attr >> 16
        lo = self.external_attr & 0xFFFF
        if hi:
            parts.append(' filemode=%r' % stat.filemode(hi))
        if lo:
            parts.append(' external_attr=%#x' % lo)
        isdir = self.is_dir()
        if not isdir or self.file_size:
            parts.append(' file_size=%r' % self.file_size)
        if (not isdir or self.compress_size) and (self.compress_type != ZIP_STORED
                                                  or self.file_size != self.compress_size):
            parts.append(' compress_size=%r' % self.compress_size)
        parts.append('>')
        return ''.join(parts)

    def is_dir(self):
        return self.filename.endswith('/')

    @classmethod
    def from_file(cls, filename, arcname=None, *, strict_timestamps=True):
        filename = os.fspath(filename)
        st = os.stat(filename)
        isdir = stat.S_ISDIR(st.st_mode)
        date_time = time.localtime(st.st_mtime)[0:6]
        if not strict_timestamps and date_time[0] < 1980:
            date_time = (1980, 1, 1, 0, 0, 0)
        if arcname is None:
            arcname = filename
        arcname = os.path.normpath(os.fspath(arcname))
        while arcname[0] in (os.sep, os.altsep):
            arcname = arcname[1:]
        if isdir:
            arcname += '/'
        info = cls(arcname, date_time)
        info.external_attr = (st.st_mode & 0xFFFF) << 16
        if isdir:
            info.file_size = 0
            info.external_attr |= 0x10
        else:
            info.file_size = st.st_size
        return info

    def _decode_extra(self):
        # the ZIP64 extra field (id 1) holds, in this order, the 8-byte values of the fields whose 4-byte slot is full
        extra = self.extra
        while len(extra) >= 4:
            tp, ln = struct.unpack('<HH', extra[:4])
            if ln + 4 > len(extra):
                raise BadZipFile("Corrupt extra field %04x (size=%d)" % (tp, ln))
            if tp == 0x0001:
                data = extra[4:ln + 4]
                try:
                    if self.file_size in (0xFFFFFFFFFFFFFFFF, 0xFFFFFFFF):
                        field = "File size"
                        self.file_size, = struct.unpack('<Q', data[:8])
                        data = data[8:]
                    if self.compress_size == 0xFFFFFFFF:
                        field = "Compress size"
                        self.compress_size, = struct.unpack('<Q', data[:8])
                        data = data[8:]
                    if self.header_offset == 0xFFFFFFFF:
                        field = "Header offset"
                        self.header_offset, = struct.unpack('<Q', data[:8])
                except struct.error:
                    raise BadZipFile("Corrupt zip64 extra field. %s not found." % field) from None
            extra = extra[ln + 4:]

    def _encoded_name(self):
        try:
            return self.filename.encode('ascii'), self.flag_bits
        except UnicodeEncodeError:
            return self.filename.encode('utf-8'), self.flag_bits | 0x800

    def _dos_time(self):
        y, mo, d, h, mi, s = self.date_time
        return (y - 1980) << 9 | mo << 5 | d, h << 11 | mi << 5 | (s // 2)


class ZipExtFile(io.BufferedIOBase):
    """A member being read: inflates on demand, checks the CRC at its end."""

    def __init__(self, archive, info, start):
        self._archive = archive
        self._info = info
        self.name = info.filename
        self.mode = 'r'
        self._pos = start
        self._left = info.compress_size
        self._inflater = zlib.decompressobj(-15) if info.compress_type == ZIP_DEFLATED else None
        # never more than the size the directory records: a member that would inflate past it fails its CRC
        self._size_left = info.file_size
        self._buffer = b""
        self._crc = 0
        self._eof = False
        self._closed = False

    def _raw(self, n):
        fp = self._archive.fp
        fp.seek(self._pos)
        data = fp.read(min(n, self._left))
        self._pos += len(data)
        self._left -= len(data)
        return data

    def _more(self, size):
        # up to size bytes (size > 0) of the member; b'' at its end
        size = min(size, self._size_left)
        if size <= 0 and not self._eof:
            self._finish()
        while not self._eof:
            if self._inflater is None:
                out = self._raw(size)
                if not out and self._left > 0:
                    raise EOFError
                self._crc = zlib.crc32(out, self._crc)
                self._size_left -= len(out)
                if self._left <= 0 or self._size_left <= 0:
                    self._finish()
                return out
            data = self._inflater.unconsumed_tail or self._raw(_CHUNK)
            if not data:
                raise EOFError("Compressed file ended before the end-of-stream marker was reached")
            out = self._inflater.decompress(data, size)
            if out:
                self._crc = zlib.crc32(out, self._crc)
                self._size_left -= len(out)
            if self._inflater.eof or self._size_left <= 0:
                self._finish()
            if out:
                return out
        return b""

    def _finish(self):
        self._eof = True
        if self._crc != self._info.CRC:
            raise BadZipFile("Bad CRC-32 for file %r" % self.name)

    def read(self, n=-1):
        if self._closed:
            raise ValueError("read from closed file.")
        if n is None or n < 0:
            parts = [self._buffer]
            self._buffer = b""
            while True:
                chunk = self._more(_CHUNK)
                if not chunk:
                    return b"".join(parts)
                parts.append(chunk)
        while len(self._buffer) < n:
            chunk = self._more(n - len(self._buffer))
            if not chunk:
                break
            self._buffer += chunk
        out, self._buffer = self._buffer[:n], self._buffer[n:]
        return out

    def read1(self, n=-1):
        return self.read(_CHUNK if n is None or n < 0 else n)

    def readline(self, limit=-1):
        line = b""
        while limit is None or limit < 0 or len(line) < limit:
            if not self._buffer:
                self._buffer = self._more(_CHUNK)
                if not self._buffer:
                    break
            at = self._buffer.find(b"\n")
            take = at + 1 if at >= 0 else len(self._buffer)
            if limit is not None and limit >= 0:
                take = min(take, limit - len(line))
            line, self._buffer = line + self._buffer[:take], self._buffer[take:]
            if line.endswith(b"\n"):
                break
        return line

    def readable(self):
        return True

    def seekable(self):
        return False


class _MemberWriter(io.BufferedIOBase):
    # ZipFile.open(name, 'w'): collects the member and stores it when closed
    def __init__(self, archive, info, force_zip64):
        self._archive = archive
        self._info = info
        self._force_zip64 = force_zip64
        self._data = io.BytesIO()
        self._closed = False

    def write(self, data):
        if self._closed:
            raise ValueError('I/O operation on closed file.')
        return self._data.write(data)

    def writable(self):
        return True

    @property
    def closed(self):
        return self._closed

    def close(self):
        if not self._closed:
            self._closed = True
            self._archive._writing = False
            self._archive._store(self._info, self._data.getvalue(), self._force_zip64)


class ZipFile:
    """A ZIP archive read from or written to a workspace file or a binary file object."""
    fp = None
    pwd = None

    def __init__(self, file, mode="r", compression=ZIP_STORED, allowZip64=True, compresslevel=None, *,
                 strict_timestamps=True, metadata_encoding=None):
        if mode not in ('r', 'w', 'x', 'a'):
            raise ValueError("ZipFile requires mode 'r', 'w', 'x', or 'a'")
        _check_compression(compression)
        self.compression = compression
        self.compresslevel = compresslevel
        self._allowZip64 = allowZip64
        self.mode = mode
        self.debug = 0
        self.NameToInfo = {}
        self.filelist = []
        self._comment = b""
        self._writing = False
        self._strict_timestamps = strict_timestamps
        self.metadata_encoding = metadata_encoding
        self._own_fp = False
        if isinstance(file, os.PathLike):
            file = os.fspath(file)
        if isinstance(file, str):
            self.filename = file
            if mode == 'a' and not os.path.exists(file):
                mode = 'w'
            self.fp = _open(file, {'r': 'rb', 'w': 'w+b', 'x': 'x+b', 'a': 'r+b'}[mode])
            self._own_fp = True
        else:
            self.fp = file
            self.filename = getattr(file, 'name', None)
        try:
            if mode == 'r':
                self._read_directory()
            elif mode in ('w', 'x'):
                self.start_dir = self._tell_or_zero()
            else:
                try:
                    self._read_directory()
                    self.fp.seek(self.start_dir)
                except BadZipFile:
                    self.fp.seek(0, 2)
                    self.start_dir = self.fp.tell()
            self._modified = mode != 'r'
        except BaseException:
            self._close_fp()
            raise

    def _tell_or_zero(self):
        try:
            return self.fp.tell()
        except (AttributeError, OSError):
            return 0

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    def __repr__(self):
        text = '<%s.%s' % (self.__class__.__module__, self.__class__.__qualname__)
        if self.fp is not None:
            if self._own_fp:
                text += ' filename=%r' % self.filename
            elif self.filename is not None:
                text += ' file=%r' % self.fp
            text += ' mode=%r' % self.mode
        else:
            text += ' [closed]'
        return text + '>'

    def _read_directory(self):
        fp = self.fp
        fp.seek(0, 2)
        size = fp.tell()
        tail_len = min(size, _END.size + 65535)
        fp.seek(size - tail_len)
        tail = fp.read(tail_len)
        at = tail.rfind(_END_SIG)
        if at < 0 or len(tail) - at < _END.size:
            raise BadZipFile("File is not a zip file")
        _, disk, cd_disk, _, count, cd_size, cd_offset, comment_len = _END.unpack(tail[at:at + _END.size])
        if disk != 0 or cd_disk != 0:
            raise BadZipFile("zipfiles that span multiple disks are not supported")
        self._comment = tail[at + _END.size:at + _END.size + comment_len]
        end_pos = size - tail_len + at
        if end_pos >= _LOCATOR64.size:
            # ZIP64: a locator right before the end record, the ZIP64 end record right before the locator
            fp.seek(end_pos - _LOCATOR64.size)
            locator = fp.read(_LOCATOR64.size)
            if locator[:4] == _LOCATOR64_SIG:
                _, disk64, _, disks = _LOCATOR64.unpack(locator)
                if disk64 != 0 or disks > 1:
                    raise BadZipFile("zipfiles that span multiple disks are not supported")
                end64_pos = end_pos - _LOCATOR64.size - _END64.size
                if end64_pos < 0:
                    raise BadZipFile("Corrupt ZIP64 end of central directory record")
                fp.seek(end64_pos)
                record = fp.read(_END64.size)
                if len(record) != _END64.size or record[:4] != _END64_SIG:
                    raise BadZipFile("Corrupt ZIP64 end of central directory record")
                _, _, _, _, disk, cd_disk, _, count, cd_size, cd_offset = _END64.unpack(record)
                if disk != 0 or cd_disk != 0:
                    raise BadZipFile("zipfiles that span multiple disks are not supported")
                end_pos = end64_pos
        concat = end_pos - cd_size - cd_offset
        self.start_dir = cd_offset + concat
        if self.start_dir < 0:
            raise BadZipFile("Bad offset for central directory")
        fp.seek(self.start_dir)
        data = fp.read(cd_size)
        pos = 0
        while pos < len(data):
            if len(data) - pos < _CENTRAL.size or data[pos:pos + 4] != _CENTRAL_SIG:
                raise BadZipFile("Bad magic number for central directory")
            fields = _CENTRAL.unpack(data[pos:pos + _CENTRAL.size])
            pos += _CENTRAL.size
            name_len, extra_len, comment_len = fields[12], fields[13], fields[14]
            raw_name = data[pos:pos + name_len]
            pos += name_len
            flags = fields[5]
            name = raw_name.decode('utf-8' if flags & 0x800 else (self.metadata_encoding or 'cp437'))
            info = ZipInfo(name)
            info.extra = data[pos:pos + extra_len]
            pos += extra_len
            info.comment = data[pos:pos + comment_len]
            pos += comment_len
            (info.create_version, info.create_system, info.extract_version, info.reserved, info.flag_bits,
             info.compress_type, dostime, dosdate, info.CRC, info.compress_size, info.file_size) = fields[1:12]
            info.header_offset = fields[18]
            info._decode_extra()
            info.header_offset += concat
            info.volume, info.internal_attr, info.external_attr = fields[15], fields[16], fields[17]
            info.date_time = ((dosdate >> 9) + 1980, (dosdate >> 5) & 0xF, dosdate & 0x1F, dostime >> 11,
                              (dostime >> 5) & 0x3F, (dostime & 0x1F) * 2)
            self.filelist.append(info)
            self.NameToInfo[info.filename] = info

    @property
    def comment(self):
        return self._comment

    @comment.setter
    def comment(self, comment):
        if not isinstance(comment, bytes):
            raise TypeError("comment: expected bytes, got %s" % type(comment).__name__)
        self._comment = comment[:65535]
        self._modified = True

    def namelist(self):
        return [info.filename for info in self.filelist]

    def infolist(self):
        return self.filelist

    def printdir(self, file=None):
        print("%-46s %19s %12s" % ("File Name", "Modified    ", "Size"), file=file)
        for info in self.filelist:
            date = "%d-%02d-%02d %02d:%02d:%02d" % info.date_time[:6]
            print("%-46s %s %12d" % (info.filename, date, info.file_size), file=file)

    def testzip(self):
        for info in self.filelist:
            try:
                with self.open(info.filename, "r") as f:
                    while f.read(_CHUNK):
                        pass
            except BadZipFile:
                return info.filename
        return None

    def getinfo(self, name):
        info = self.NameToInfo.get(name)
        if info is None:
            raise KeyError('There is no item named %r in the archive' % name)
        return info

    def setpassword(self, pwd):
        if pwd and not isinstance(pwd, bytes):
            raise TypeError("pwd: expected bytes, got %s" % type(pwd).__name__)
        self.pwd = pwd or None

    def read(self, name, pwd=None):
        with self.open(name, "r", pwd) as f:
            return f.read()

    def open(self, name, mode="r", pwd=None, *, force_zip64=False):
        if mode not in ("r", "w"):
            raise ValueError('open() requires mode "r" or "w"')
        if pwd is not None and mode == "w":
            raise ValueError("pwd is only supported for reading files")
        if pwd and not isinstance(pwd, bytes):
            raise TypeError("pwd: expected bytes, got %s" % type(pwd).__name__)
        if not self.fp:
            raise ValueError("Attempt to use ZIP archive that was already closed")
        if isinstance(name, ZipInfo):
            info = name
        elif mode == 'w':
            info = ZipInfo(name)
            info.compress_type = self.compression
            info._compresslevel = self.compresslevel
        else:
            info = self.getinfo(name)
        if mode == 'w':
            self._check_writable()
            if self._writing:
                raise ValueError("Can't write to the ZIP file while there is another write handle open on it. "
                                 "Close the first handle before opening another.")
            if not info.external_attr:
                info.external_attr = 0o600 << 16   # ?rw-------, as CPython gives a member written this way
            self._writing = True
            return _MemberWriter(self, info, force_zip64)
        if self._writing:
            raise ValueError("Can't read from the ZIP file while there is an open writing handle on it. "
                             "Close the writing handle before trying to read.")
        self.fp.seek(info.header_offset)
        head = self.fp.read(_LOCAL.size)
        if len(head) != _LOCAL.size:
            raise BadZipFile("Truncated file header")
        fields = _LOCAL.unpack(head)
        if fields[0] != _LOCAL_SIG:
            raise BadZipFile("Bad magic number for file header")
        raw_name = self.fp.read(fields[9])
        self.fp.read(fields[10])
        if info.flag_bits & 0x20:
            raise NotImplementedError("compressed patched data (flag bit 5)")
        if info.flag_bits & 0x40:
            raise NotImplementedError("strong encryption (flag bit 6)")
        fname = raw_name.decode('utf-8' if fields[2] & 0x800 else (self.metadata_encoding or 'cp437'))
        if fname != info.orig_filename:
            raise BadZipFile('File name in directory %r and header %r differ.' % (info.orig_filename, fname))
        if info.flag_bits & 0x1:
            if pwd is None and self.pwd is None:
                raise RuntimeError("File %r is encrypted, password required for extraction" % (name,))
            raise NotImplementedError("decrypting ZIP members (traditional PKWARE encryption) is not supported by"
                                      " this interpreter; decrypt the archive before it is given to the code")
        _check_compression(info.compress_type)
        return ZipExtFile(self, info, info.header_offset + _LOCAL.size + fields[9] + fields[10])

    def extract(self, member, path=None, pwd=None):
        path = os.getcwd() if path is None else os.fspath(path)
        return self._extract_member(member, path, pwd)

    def extractall(self, path=None, members=None, pwd=None):
        if members is None:
            members = self.namelist()
        path = os.getcwd() if path is None else os.fspath(path)
        for member in members:
            self._extract_member(member, path, pwd)

    def _extract_member(self, member, target, pwd):
        info = member if isinstance(member, ZipInfo) else self.getinfo(member)
        # only plain parts of the name count: '', '.' and '..' are dropped, so the result stays under target
        parts = [p for p in info.filename.split('/') if p not in ('', os.curdir, os.pardir)]
        path = os.path.normpath(os.path.join(target, os.sep.join(parts)))
        parent = os.path.dirname(path)
        if parent and not os.path.exists(parent):
            os.makedirs(parent)
        if info.is_dir():
            if not os.path.isdir(path):
                os.mkdir(path)
            return path
        with self.open(info, pwd=pwd) as source, _open(path, "wb") as out:
            shutil.copyfileobj(source, out)
        return path

    def _check_writable(self):
        if self.mode not in ('w', 'x', 'a'):
            raise ValueError("write() requires mode 'w', 'x', or 'a'")
        if not self.fp:
            raise ValueError("Attempt to write to ZIP archive that was already closed")

    def write(self, filename, arcname=None, compress_type=None, compresslevel=None):
        if not self.fp:
            raise ValueError("Attempt to write to ZIP archive that was already closed")
        if self._writing:
            raise ValueError("Can't write to ZIP archive while an open writing handle exists")
        info = ZipInfo.from_file(filename, arcname, strict_timestamps=self._strict_timestamps)
        if info.is_dir():
            info.compress_size = 0
            info.CRC = 0
            self.mkdir(info)
            return
        info.compress_type = self.compression if compress_type is None else compress_type
        info._compresslevel = self.compresslevel if compresslevel is None else compresslevel
        with _open(filename, "rb") as f:
            data = f.read()
        self._store(info, data)

    def writestr(self, zinfo_or_arcname, data, compress_type=None, compresslevel=None):
        if isinstance(data, str):
            data = data.encode("utf-8")
        if not isinstance(zinfo_or_arcname, ZipInfo):
            info = ZipInfo(zinfo_or_arcname, time.localtime(time.time())[:6])
            info.compress_type = self.compression
            info._compresslevel = self.compresslevel
            if info.filename.endswith('/'):
                info.external_attr = 0o40775 << 16
                info.external_attr |= 0x10
            else:
                info.external_attr = 0o600 << 16
        else:
            info = zinfo_or_arcname
            if not info.external_attr:
                info.external_attr = 0o600 << 16
        if not self.fp:
            raise ValueError("Attempt to write to ZIP archive that was already closed")
        if self._writing:
            raise ValueError("Can't write to ZIP archive while an open writing handle exists.")
        if compress_type is not None:
            info.compress_type = compress_type
        if compresslevel is not None:
            info._compresslevel = compresslevel
        self._store(info, bytes(data))

    def mkdir(self, zinfo_or_directory_name, mode=511):
        if isinstance(zinfo_or_directory_name, ZipInfo):
            info = zinfo_or_directory_name
            if not info.is_dir():
                raise ValueError("The given ZipInfo does not describe a directory")
        elif isinstance(zinfo_or_directory_name, str):
            name = zinfo_or_directory_name
            if not name.endswith("/"):
                name += "/"
            info = ZipInfo(name)
            info.external_attr = ((0o40000 | mode) & 0xFFFF) << 16
            info.external_attr |= 0x10
        else:
            raise TypeError("Expected type str or ZipInfo")
        info.compress_type = ZIP_STORED
        self._store(info, b"")

    def _store(self, info, data, force_zip64=False):
        self._check_writable()
        _check_compression(info.compress_type)
        if info.filename in self.NameToInfo:
            import warnings
            warnings.warn('Duplicate name: %r' % info.filename, stacklevel=4)
        info.file_size = len(data)
        info.CRC = zlib.crc32(data)
        if info.compress_type == ZIP_DEFLATED:
            level = -1 if info._compresslevel is None else info._compresslevel
            deflater = zlib.compressobj(level, zlib.DEFLATED, -15)
            body = deflater.compress(data) + deflater.flush()
        else:
            body = data
        info.compress_size = len(body)
        zip64 = force_zip64 or info.file_size > ZIP64_LIMIT or info.compress_size > ZIP64_LIMIT
        if zip64 and not self._allowZip64:
            raise LargeZipFile("Filesize would require ZIP64 extensions")
        info.header_offset = self.start_dir
        info.extract_version = max(info.extract_version, ZIP64_VERSION if zip64 else DEFAULT_VERSION)
        info.create_version = max(info.create_version, info.extract_version)
        name, flags = info._encoded_name()
        info.flag_bits = flags
        dosdate, dostime = info._dos_time()
        extra, file_size, compress_size = info.extra, info.file_size, info.compress_size
        if zip64:
            extra = extra + struct.pack('<HHQQ', 1, 16, file_size, compress_size)
            file_size = compress_size = 0xFFFFFFFF
        self.fp.seek(self.start_dir)
        self.fp.write(_LOCAL.pack(_LOCAL_SIG, info.extract_version, info.flag_bits, info.compress_type, dostime,
                                  dosdate, info.CRC, compress_size, file_size, len(name), len(extra))
                      + name + extra)
        self.fp.write(body)
        self.start_dir = self.fp.tell()
        self.filelist.append(info)
        self.NameToInfo[info.filename] = info
        self._modified = True

    def close(self):
        if self.fp is None:
            return
        if self._writing:
            raise ValueError("Can't close the ZIP file while there is an open writing handle on it. "
                             "Close the writing handle before closing the zip.")
        try:
            if self.mode in ('w', 'x', 'a') and self._modified:
                self._write_directory()
        finally:
            self._close_fp()

    def _write_directory(self):
        self.fp.seek(self.start_dir)
        directory = []
        for info in self.filelist:
            directory.append(self._central_entry(info))
        body = b"".join(directory)
        count, cd_size, cd_offset = len(self.filelist), len(body), self.start_dir
        requires_zip64 = ("Files count" if count > ZIP_FILECOUNT_LIMIT
                          else "Central directory offset" if cd_offset > ZIP64_LIMIT
                          else "Central directory size" if cd_size > ZIP64_LIMIT else None)
        self.fp.write(body)
        if requires_zip64:
            if not self._allowZip64:
                raise LargeZipFile(requires_zip64 + " would require ZIP64 extensions")
            end64_pos = cd_offset + cd_size
            self.fp.write(_END64.pack(_END64_SIG, 44, ZIP64_VERSION, ZIP64_VERSION, 0, 0, count, count, cd_size,
                                      cd_offset))
            self.fp.write(_LOCATOR64.pack(_LOCATOR64_SIG, 0, end64_pos, 1))
            count, cd_size, cd_offset = min(count, 0xFFFF), min(cd_size, 0xFFFFFFFF), min(cd_offset, 0xFFFFFFFF)
        self.fp.write(_END.pack(_END_SIG, 0, 0, count, count, cd_size, cd_offset, len(self._comment)))
        self.fp.write(self._comment)
        if self.mode == "a":
            self.fp.truncate()
        self.fp.flush()

    @staticmethod
    def _central_entry(info):
        # sizes and offsets past ZIP64_LIMIT move into a ZIP64 extra field, their slots set to 0xFFFFFFFF
        name, flags = info._encoded_name()
        dosdate, dostime = info._dos_time()
        wide = []
        file_size, compress_size, offset = info.file_size, info.compress_size, info.header_offset
        if file_size > ZIP64_LIMIT or compress_size > ZIP64_LIMIT:
            wide += [file_size, compress_size]
            file_size = compress_size = 0xFFFFFFFF
        if offset > ZIP64_LIMIT:
            wide.append(offset)
            offset = 0xFFFFFFFF
        extra, extract_version = info.extra, info.extract_version
        if wide:
            extra = struct.pack('<HH' + 'Q' * len(wide), 1, 8 * len(wide), *wide) + extra
            extract_version = max(extract_version, ZIP64_VERSION)
        create_version = max(info.create_version, extract_version)
        return _CENTRAL.pack(
            _CENTRAL_SIG, create_version, info.create_system, extract_version, info.reserved, flags,
            info.compress_type, dostime, dosdate, info.CRC, compress_size, file_size, len(name), len(extra),
            len(info.comment), 0, info.internal_attr, info.external_attr, offset) + name + extra + info.comment

    def _close_fp(self):
        fp = self.fp
        self.fp = None
        if self._own_fp and fp is not None:
            fp.close()


class Path:
    """A path inside a ZIP archive, read like pathlib's (CPython's zipfile.Path): directories the names imply exist
    even when the archive has no entry for them."""

    def __init__(self, root, at=""):
        if not isinstance(root, ZipFile):
            root = ZipFile(root)
        self.root = root
        self.at = at

    def _names(self):
        # the archive's names, then the directories they imply, each once, in the order first seen
        names = self.root.namelist()
        seen = set(names)
        implied = []
        for name in names:
            parts = name.rstrip("/").split("/")[:-1]
            for k in range(1, len(parts) + 1):
                d = "/".join(parts[:k]) + "/"
                if d not in seen:
                    seen.add(d)
                    implied.append(d)
        return names + implied

    def _next(self, at):
        return self.__class__(self.root, at)

    def _resolve(self, at):
        # a name that is a directory in the archive gets its trailing slash
        names = self._names()
        if at not in names and at + "/" in names:
            return at + "/"
        return at

    def _archive_name(self):
        return self.root.filename if self.root.filename is not None else ""

    @property
    def name(self):
        return _posix_name(self.at) or _posix_name(self._archive_name())

    @property
    def filename(self):
        import pathlib
        return pathlib.Path(self._archive_name()).joinpath(self.at)

    @property
    def suffix(self):
        import pathlib
        return pathlib.PurePosixPath(self.at.rstrip("/") or self._archive_name()).suffix

    @property
    def suffixes(self):
        import pathlib
        return pathlib.PurePosixPath(self.at.rstrip("/") or self._archive_name()).suffixes

    @property
    def stem(self):
        import pathlib
        return pathlib.PurePosixPath(self.at.rstrip("/") or self._archive_name()).stem

    @property
    def parent(self):
        if not self.at:
            return self.filename.parent
        up = os.path.dirname(self.at.rstrip("/"))
        return self._next(up + "/" if up else up)

    def is_dir(self):
        return not self.at or self.at.endswith("/")

    def is_file(self):
        return self.exists() and not self.is_dir()

    def exists(self):
        return self.at in self._names()

    def iterdir(self):
        if not self.is_dir():
            raise ValueError("Can't listdir a file")
        here = self.at.rstrip("/")
        return iter([self._next(n) for n in self._names() if os.path.dirname(n.rstrip("/")) == here])

    def open(self, mode="r", *args, pwd=None, **kwargs):
        if self.is_dir():
            raise IsADirectoryError(self)
        zip_mode = mode[0]
        if not self.exists() and zip_mode == "r":
            raise FileNotFoundError(self)
        stream = self.root.open(self.at, zip_mode, pwd=pwd)
        if "b" in mode:
            if args or kwargs:
                raise ValueError("encoding args invalid for binary operation")
            return stream
        return _text_stream(stream, *args, **kwargs)

    def read_text(self, *args, **kwargs):
        with self.open("r", *args, **kwargs) as strm:
            return strm.read()

    def read_bytes(self):
        with self.open("rb") as strm:
            return strm.read()

    def joinpath(self, *other):
        return self._next(self._resolve(os.path.join(self.at, *other)))

    __truediv__ = joinpath

    def __str__(self):
        return os.path.join(self._archive_name(), self.at)

    def __repr__(self):
        return "%s(%r, %r)" % (self.__class__.__name__, self._archive_name(), self.at)


def _text_stream(stream, encoding=None, errors=None, newline=None, line_buffering=False, write_through=False):
    # io.TextIOWrapper's arguments, over the text stream gzip.open uses
    from gzip import _TextStream
    return _TextStream(stream, encoding or "utf-8", errors or "strict", newline)


def _posix_name(path):
    return path.rstrip("/").rpartition("/")[2]


def is_zipfile(filename):
    """True when filename (a path or a binary file object) ends with a ZIP end-of-directory record."""
    try:
        if hasattr(filename, "read"):
            pos = filename.tell()
            try:
                ZipFile(filename)
            finally:
                filename.seek(pos)
        else:
            ZipFile(filename).close()
        return True
    except (OSError, BadZipFile):
        return False
