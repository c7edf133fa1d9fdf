// The canvas widget is handed out, and apps are run, in the typed GTK layer's terms (`Widget`, `ApplicationHandle`,
// `GtkApplicationRunner`): importing LatticeGTK brings that layer, and through it GTK's C API.
@_exported import Gtk
