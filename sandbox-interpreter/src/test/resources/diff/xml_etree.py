import xml.etree.ElementTree as ET
doc = '''<?xml version="1.0"?>
<library name="city &amp; county">
  <book id="b1" lang="en"><title>Dune</title><year>1965</year><tag>sf</tag><tag>classic</tag></book>
  <book id="b2" lang="fr"><title>L&apos;Etranger</title><year>1942</year></book>
  <!-- a comment -->
  <magazine id="m1"><title>Nature</title></magazine>
  <book id="b3"><title>Emma</title><year>1815</year><tag>classic</tag></book>
</library>'''
root = ET.fromstring(doc)
print(root.tag, root.attrib, len(root), [c.tag for c in root], repr(root.text))
print([b.get('id') for b in root.findall('book')], root.find('book').find('title').text, root.findtext('book/year'), root.findtext('nope', 'dflt'))
print([t.text for t in root.iter('title')], [e.tag for e in root.iter()][:6], len(list(root.iter('*'))))
print([b.get('id') for b in root.findall(".//book[@lang='en']")], [b.get('id') for b in root.findall('.//book[@lang]')], [b.get('id') for b in root.findall(".//book[@lang!='en']")])
print([b.get('id') for b in root.findall('book[tag]')], [b.get('id') for b in root.findall("book[tag='classic']")], [b.get('id') for b in root.findall("book[year='1942']")])
print([b.get('id') for b in root.findall('book[1]')], [b.get('id') for b in root.findall('book[last()]')], [b.get('id') for b in root.findall('book[last()-1]')], [t.text for t in root.findall('*/title')])
print([e.tag for e in root.findall('.//tag/..')], [e.text for e in root.findall(".//title[.='Emma']")], root.find('.//magazine').attrib, [e.tag for e in root.findall('./book/./title')])
print(''.join(root.find('book').itertext()), list(root.find('book').keys()), sorted(root.find('book').items()))
# ---
import xml.etree.ElementTree as ET
root = ET.Element('root', {'version': '1'}, extra='x')
a = ET.SubElement(root, 'a', name='first')
a.text = 'text & <stuff>'
b = ET.SubElement(root, 'b')
b.tail = 'tail'
c = ET.SubElement(b, 'c', {'q': 'say "hi"\n\ttab'})
root.append(ET.Comment(' note '))
root.append(ET.ProcessingInstruction('pi', 'data'))
e = ET.Element('empty')
root.insert(0, e)
print(ET.tostring(root))
print(ET.tostring(root, encoding='unicode'))
print(ET.tostring(root, encoding='unicode', short_empty_elements=False))
print(ET.tostring(root, encoding='utf-8'))
print(ET.tostring(root, encoding='latin-1'))
print(ET.tostring(root, encoding='unicode', method='text'))
print(ET.tostring(root, encoding='unicode', method='html'))
print(ET.tostring(root, xml_declaration=True, encoding='unicode'))
root.remove(e)
root[0].set('name', 'changed')
del root[1]
print(ET.tostring(root, encoding='unicode'), len(root), root[0].get('name'), root.get('missing', 'none'))
ET.dump(ET.fromstring('<x><y>é</y></x>'))
# ---
import xml.etree.ElementTree as ET
s = '''<root xmlns="http://default.ns" xmlns:h="http://html.ns"><h:table><h:tr><h:td>1</h:td></h:tr></h:table><item h:attr="v">x</item></root>'''
root = ET.fromstring(s)
print(root.tag, [c.tag for c in root], root[1].attrib)
ns = {'h': 'http://html.ns', 'd': 'http://default.ns'}
print(root.find('h:table/h:tr/h:td', ns).text, root.findall('d:item', ns)[0].text, len(root.findall('{*}item')), root.find('{http://html.ns}table') is not None)
print(ET.tostring(root, encoding='unicode'))
ET.register_namespace('html', 'http://html.ns')
print(ET.tostring(root, encoding='unicode'))
print(ET.tostring(root, encoding='unicode', default_namespace='http://default.ns'))
x = ET.Element('{urn:a}x')
ET.SubElement(x, '{urn:b}y').set('{urn:a}k', '1')
print(ET.tostring(x, encoding='unicode'), ET.QName('urn:a', 'x'), ET.QName('{urn:a}x').text)
# ---
import xml.etree.ElementTree as ET, io
data = b'<r><a>1</a><b><c/></b><!--k--><?p q?></r>'
for ev, el in ET.iterparse(io.BytesIO(data), events=('start', 'end', 'comment', 'pi')):
    print(ev, el.tag if hasattr(el, 'tag') and isinstance(el.tag, str) else (el.tag.__name__ if hasattr(el, 'tag') else el), (el.text or '') if hasattr(el, 'text') else '')
it = ET.iterparse(io.BytesIO(b'<x xmlns:p="urn:p"><p:y/></x>'), events=('start-ns', 'end-ns', 'end'))
print([(e, v if e != 'end' else v.tag) for e, v in it], it.root.tag)
p = ET.XMLPullParser(events=('start', 'end'))
p.feed('<doc><it')
print([(e, el.tag) for e, el in p.read_events()])
p.feed('em n="1">v</item>')
print([(e, el.tag, el.attrib) for e, el in p.read_events()])
p.feed('</doc>')
p.close()
print([(e, el.tag) for e, el in p.read_events()])
# ---
import xml.etree.ElementTree as ET
class Target:
    def __init__(self):
        self.events = []
    def start(self, tag, attrib):
        self.events.append(('start', tag, attrib))
    def end(self, tag):
        self.events.append(('end', tag))
    def data(self, d):
        self.events.append(('data', d))
    def close(self):
        return self.events
parser = ET.XMLParser(target=Target())
parser.feed('<a x="1">hi<b/>there</a>')
print(parser.close())
tb = ET.TreeBuilder()
tb.start('root', {})
tb.data('text')
tb.start('child', {'k': 'v'})
tb.end('child')
print(ET.tostring(tb.end('root')), ET.iselement(tb.close()), ET.iselement('x'))
root = ET.fromstring('<a><b><c>1</c><c>2</c></b></a>')
ET.indent(root)
print(ET.tostring(root, encoding='unicode'))
ET.indent(root, space='\t', level=1)
print(repr(ET.tostring(root, encoding='unicode')))
t, ids = ET.XMLID('<r><x id="one"/><y id="two"/></r>')
print(sorted(ids), ids['two'].tag, ET.fromstringlist(['<a>', '1', '</a>']).text)
# ---
import xml.etree.ElementTree as ET
tree = ET.ElementTree(ET.fromstring('<cfg><opt k="a">1</opt><opt k="b">2</opt></cfg>'))
tree.write('cfg.xml')
print(open('cfg.xml', 'rb').read())
tree.write('cfg2.xml', encoding='utf-8', xml_declaration=True)
print(open('cfg2.xml', 'rb').read())
tree.write('cfg3.xml', encoding='unicode')
print(open('cfg3.xml').read())
t2 = ET.parse('cfg.xml')
print(t2.getroot().tag, [o.get('k') for o in t2.findall('opt')], t2.findtext('opt'), [e.text for e in t2.iter('opt')])
with open('cfg2.xml', 'rb') as f:
    print(ET.parse(f).getroot()[1].text)
open('latin.xml', 'wb').write('<?xml version="1.0" encoding="iso-8859-1"?><w>café</w>'.encode('latin-1'))
print(ET.parse('latin.xml').getroot().text)
# ---
import xml.etree.ElementTree as ET
for path in ['/x', 'a[@x=1]', 'a]', 'a[0]', 'a[last()+1]', 'a//', '{bad', 'a[@x="1"]/b', 'a///b']:
    try:
        ET.fromstring('<a><x/></a>').findall(path)
        print(path, 'ok')
    except SyntaxError as e:
        print(path, type(e).__name__, e)
try:
    ET.Element('a').append('not an element')
except TypeError as e:
    print(e)
try:
    ET.Element('a', attrib=1)
except TypeError as e:
    print(e)
try:
    ET.tostring(ET.Element(3))
except TypeError as e:
    print(e)
e = ET.Element('x')
print(len(e), e.text, e.tail, e.attrib, list(e), e.find('y'), e.findall('y'), e.findtext('y'))
# ---
import xml.etree.ElementTree as ET
ET.fromstring('<a><b></a>')
# ---
import xml.etree.ElementTree as ET
ET.parse('missing.xml')
