// The canvas widget is handed out, and apps are run, in the typed GTK layer's terms (`Widget`, `ApplicationHandle`,
// `GtkApplicationRunner`): importing LatticeGTK brings that layer. GTK's C API stays inside the package (CGtk is
// imported `package`, never re-exported), so an app calls only typed, owned API.
@_exported import Gtk
