"""The ElementTree package (xml.etree)."""
