"""XML processing (xml): xml.etree.ElementTree is the parser and tree the sandbox has (no DOM, SAX or expat)."""
