from html.parser import HTMLParser
class Show(HTMLParser):
    def handle_starttag(self, tag, attrs):
        print('start', tag, attrs, self.getpos())
    def handle_endtag(self, tag):
        print('end', tag)
    def handle_startendtag(self, tag, attrs):
        print('startend', tag, attrs)
    def handle_data(self, data):
        print('data', repr(data))
    def handle_comment(self, data):
        print('comment', repr(data))
    def handle_decl(self, decl):
        print('decl', repr(decl))
    def handle_pi(self, data):
        print('pi', repr(data))
    def unknown_decl(self, data):
        print('unknown', repr(data))
p = Show()
p.feed('<!DOCTYPE html><html lang="en"><head><title>T &amp; T</title></head>\n<body class=main id=\'b\' hidden>')
p.feed('<p>Hello &lt;world&gt; &copy; &#169; &#xA9; <b>bold</b><br/><img src="a.png" alt="A &quot;pic&quot;" /></p>')
p.feed('<!-- a comment --><?xml version="1.0"?><![CDATA[raw <data>]]><script>if (a < b) { x = "</p>"; }</script>')
p.feed('<STYLE>p > a {}</STYLE><A HREF="X">Link</A>text at end')
p.close()
# ---
from html.parser import HTMLParser
class Refs(HTMLParser):
    def handle_data(self, data):
        print('data', repr(data))
    def handle_entityref(self, name):
        print('entity', name)
    def handle_charref(self, name):
        print('charref', name)
    def handle_starttag(self, tag, attrs):
        print('start', tag, attrs)
p = Refs(convert_charrefs=False)
p.feed('a &amp; b &#60; c &#x3E; d &nosuch; e <x y="&amp;">z</x>')
p.close()
# ---
from html.parser import HTMLParser
class Links(HTMLParser):
    def __init__(self):
        super().__init__()
        self.links = []
        self.text = []
    def handle_starttag(self, tag, attrs):
        if tag == 'a':
            self.links.append(dict(attrs).get('href'))
    def handle_data(self, data):
        if data.strip():
            self.text.append(data.strip())
p = Links()
for chunk in ['<ul><li><a href="/one">One</a></li><li><a hr', 'ef="/two">Tw', 'o</a></li><li><a>no href</a></ul>']:
    p.feed(chunk)
p.close()
print(p.links, p.text, p.get_starttag_text())
# ---
from html.parser import HTMLParser
class Odd(HTMLParser):
    def handle_starttag(self, tag, attrs):
        print('start', tag, attrs)
    def handle_endtag(self, tag):
        print('end', tag)
    def handle_data(self, data):
        print('data', repr(data))
    def handle_comment(self, data):
        print('comment', repr(data))
p = Odd()
p.feed('a < b and c<d </ notag> <div data-x = "1" data-y=2 DATA-Z></div></> <1abc> text <!bogus> end')
p.close()
import html
print(html.escape('<a href="x">&\'</a>'), html.escape('"q"', quote=False), html.unescape('&lt;&gt;&amp;&quot;&#39;&eacute;&notin;&#x1F600;&bogus;'))
