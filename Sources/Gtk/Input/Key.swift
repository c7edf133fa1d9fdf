internal import CGtk

/// A key as GDK names it (a keysym), what `onKeyPressed` hands over: the keys a list or grid answers are named
/// here; any other is `Key(rawValue:)`, its keysym. Letters are the keysyms of what the key types (`a` without
/// Shift, `capitalA` with it).
public struct Key: RawRepresentable, Hashable, Sendable {
    /// The keysym.
    public let rawValue: UInt32

    /// The key whose keysym is `rawValue`.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    private init(_ keysym: Int32) { rawValue = UInt32(bitPattern: keysym) }

    /// The key an accelerator names (`"<Control>a"` → `a`), with its modifiers; nil when GTK cannot parse it.
    public static func parse(accelerator: String) -> (key: Key, modifiers: Modifiers)? {
        var keysym: guint = 0
        var mask = GdkModifierType(rawValue: 0)
        guard gtk_accelerator_parse(accelerator, &keysym, &mask) != 0 else { return nil }
        return (Key(rawValue: keysym), Modifiers(mask))
    }

    /// Up.
    public static let up = Key(GDK_KEY_Up)
    /// KP_Up.
    public static let keypadUp = Key(GDK_KEY_KP_Up)
    /// Down.
    public static let down = Key(GDK_KEY_Down)
    /// KP_Down.
    public static let keypadDown = Key(GDK_KEY_KP_Down)
    /// Left.
    public static let left = Key(GDK_KEY_Left)
    /// KP_Left.
    public static let keypadLeft = Key(GDK_KEY_KP_Left)
    /// Right.
    public static let right = Key(GDK_KEY_Right)
    /// KP_Right.
    public static let keypadRight = Key(GDK_KEY_KP_Right)
    /// Home.
    public static let home = Key(GDK_KEY_Home)
    /// KP_Home.
    public static let keypadHome = Key(GDK_KEY_KP_Home)
    /// End.
    public static let end = Key(GDK_KEY_End)
    /// KP_End.
    public static let keypadEnd = Key(GDK_KEY_KP_End)
    /// Page_Up.
    public static let pageUp = Key(GDK_KEY_Page_Up)
    /// KP_Page_Up.
    public static let keypadPageUp = Key(GDK_KEY_KP_Page_Up)
    /// Page_Down.
    public static let pageDown = Key(GDK_KEY_Page_Down)
    /// KP_Page_Down.
    public static let keypadPageDown = Key(GDK_KEY_KP_Page_Down)
    /// Return.
    public static let `return` = Key(GDK_KEY_Return)
    /// KP_Enter.
    public static let keypadEnter = Key(GDK_KEY_KP_Enter)
    /// Escape.
    public static let escape = Key(GDK_KEY_Escape)
    /// Menu.
    public static let menu = Key(GDK_KEY_Menu)
    /// F10.
    public static let f10 = Key(GDK_KEY_F10)
    /// Insert.
    public static let insert = Key(GDK_KEY_Insert)
    /// space.
    public static let space = Key(GDK_KEY_space)
    /// plus.
    public static let plus = Key(GDK_KEY_plus)
    /// KP_Add.
    public static let keypadAdd = Key(GDK_KEY_KP_Add)
    /// minus.
    public static let minus = Key(GDK_KEY_minus)
    /// KP_Subtract.
    public static let keypadSubtract = Key(GDK_KEY_KP_Subtract)
    /// asterisk.
    public static let asterisk = Key(GDK_KEY_asterisk)
    /// KP_Multiply.
    public static let keypadMultiply = Key(GDK_KEY_KP_Multiply)
    /// a.
    public static let a = Key(GDK_KEY_a)
    /// A.
    public static let capitalA = Key(GDK_KEY_A)
    /// c.
    public static let c = Key(GDK_KEY_c)
    /// z.
    public static let z = Key(GDK_KEY_z)
    /// Z.
    public static let capitalZ = Key(GDK_KEY_Z)
}
