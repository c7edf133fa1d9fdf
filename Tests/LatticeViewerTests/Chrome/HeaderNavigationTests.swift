import Testing

@testable import LatticeViewer

/// The path bar's markup: each ancestor a link to its folder, the folder itself as text, Home for the home
/// folder, and names escaped for Pango's markup.
@MainActor @Suite struct HeaderNavigationTests {
    @Test func ancestorsAreLinksAndTheFolderIsText() {
        #expect(
            HeaderNavigation.pathMarkup("/tmp/b/fold", home: "/home/ada")
                == #"<a href="/">/</a> › <a href="/tmp">tmp</a> › <a href="/tmp/b">b</a> › fold"#)
        #expect(HeaderNavigation.pathMarkup("/", home: "/home/ada") == "/")
    }

    @Test func underHomeThePathStartsAtHome() {
        #expect(
            HeaderNavigation.pathMarkup("/home/ada/Documents/Reports", home: "/home/ada")
                == #"<a href="/home/ada">Home</a> › <a href="/home/ada/Documents">Documents</a> › Reports"#)
        #expect(HeaderNavigation.pathMarkup("/home/ada", home: "/home/ada") == "Home")
        // A sibling whose name starts with the home folder's is not under it.
        #expect(HeaderNavigation.pathMarkup("/home/adam", home: "/home/ada").hasPrefix(#"<a href="/">/</a>"#))
    }

    @Test func namesAreEscapedForMarkup() {
        #expect(
            HeaderNavigation.pathMarkup("/a <b> & \"c\"/d", home: nil)
                == #"<a href="/">/</a> › <a href="/a &lt;b&gt; &amp; &quot;c&quot;">a &lt;b&gt; &amp; &quot;c&quot;</a> › d"#
        )
    }
}
