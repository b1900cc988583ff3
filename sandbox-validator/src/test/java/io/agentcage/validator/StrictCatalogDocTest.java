package io.agentcage.validator;

import static org.assertj.core.api.Assertions.assertThat;

import io.agentcage.validator.internal.ModuleCatalog;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The strict policy's module list has one source, {@link ModuleCatalog} (ADR 0048): docs/validator.md shows it and
 * must not drift, and what the catalogue admits is what strict accepts.
 */
class StrictCatalogDocTest {

    @Test
    void should_list_the_catalogue_when_docs_show_the_strict_allowlist() throws IOException {
        String doc = Files.readString(Path.of("../docs/validator.md"));
        Matcher m = Pattern.compile("\\| Modules \\| allowlist \\(ADR 0048\\): `([^`]*)`").matcher(doc);
        assertThat(m.find()).as("docs/validator.md has the strict allowlist row").isTrue();
        assertThat(List.of(m.group(1).split(" "))).containsExactlyElementsOf(ModuleCatalog.SAFE_MODULES);
    }

    @Test
    void should_accept_the_pure_modules_when_strict_validates_their_use() {
        PolicyValidator strict = PolicyValidator.strict();
        for (String code : List.of("import tomllib\nprint(tomllib.loads('a = 1'))\n",
                "import shlex\nprint(shlex.split('a b'))\n",
                "from urllib.parse import urlsplit\nprint(urlsplit('http://x/y'))\n",
                "import urllib.parse\nprint(urllib.parse.quote('a b'))\n",
                "import xml.etree.ElementTree as ET\nprint(ET.fromstring('<a/>').tag)\n",
                "import configparser, codecs, fnmatch, gzip, zipfile, queue, warnings, stat, errno\n",
                "import bz2, lzma\nprint(bz2.decompress(bz2.compress(b'x')), lzma.compress(b'y'))\n")) {
            assertThat(strict.validate(code).errors()).as(code).isEmpty();
        }
    }

    @Test
    void should_refuse_with_a_reason_when_strict_sees_the_file_system_or_unsafe_members() {
        PolicyValidator strict = PolicyValidator.strict();
        for (String[] c : new String[][] {
                {"import tarfile\n", "extracts members to paths the archive chooses"},
                {"import posixpath\n", "reads the file system"},
                {"import locale\n", "locale settings"},
                {"import logging\n", "host's logs"},
                {"import urllib.request\n", "only urllib.parse is allowed"},
                {"import xml.dom.minidom\n", "only xml.etree.ElementTree is allowed"},
                {"import xml.sax\n", "only xml.etree.ElementTree is allowed"}}) {
            var errors = strict.validate(c[0]).errors();
            assertThat(errors).as(c[0]).isNotEmpty();
            assertThat(errors.get(0).ruleId()).as(c[0]).isEqualTo(RuleIds.IMPORT_NOT_ALLOWED);
            assertThat(errors.get(0).message()).as(c[0]).contains(c[1]);
        }
    }
}
