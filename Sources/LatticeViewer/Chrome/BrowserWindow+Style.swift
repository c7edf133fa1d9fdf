import Gtk

extension BrowserWindow {
    /// The window's own CSS, added once for the display: the path bar's links in the subtitle's dim colour,
    /// underlined only under the pointer (a path, not a web page's blue links), and the shadow of a sidebar
    /// shown over the content in a narrow window.
    static let style: Void = StyleSheet.add(
        """
        label.subtitle link { color: inherit; text-decoration: none; }
        label.subtitle link:hover { text-decoration: underline; }
        .overlaid-sidebar { box-shadow: 0 0 0 1px alpha(black, 0.12), 0 2px 14px alpha(black, 0.28); }
        """)
}
