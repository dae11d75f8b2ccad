/// HTML entity references (`&amp;`, `&#39;`, `&#x2014;`) as CommonMark reads them in text,
/// destinations and titles: decoded into the character they stand for.
enum MarkdownEntities {
    /// The character an entity reference starting at `index` (an `&`) stands for, and the index
    /// after its `;`; nil when there is no reference there (the `&` is then literal).
    static func decode(_ bytes: ArraySlice<UInt8>, at index: Int) -> (character: String, end: Int)? {
        guard index + 2 < bytes.endIndex, bytes[index] == UInt8(ascii: "&") else { return nil }
        if bytes[index + 1] == UInt8(ascii: "#") {
            return decodeNumeric(bytes, from: index + 2)
        }
        var position = index + 1
        while position < bytes.endIndex && position - index <= 32 && MarkdownBytes.isASCIIAlphanumeric(bytes[position]) {
            position += 1
        }
        guard position < bytes.endIndex, bytes[position] == UInt8(ascii: ";"), position > index + 1,
            let character = named[MarkdownBytes.string(bytes[(index + 1)..<position])]
        else { return nil }
        return (character, position + 1)
    }

    /// `&#NNN;` (up to 7 digits) or `&#xHHH;` (up to 6 hex digits); code points that are not
    /// characters (0, surrogates, beyond Unicode) decode to U+FFFD, as CommonMark says.
    private static func decodeNumeric(_ bytes: ArraySlice<UInt8>, from start: Int) -> (character: String, end: Int)? {
        var position = start
        let isHex = position < bytes.endIndex && (bytes[position] == UInt8(ascii: "x") || bytes[position] == UInt8(ascii: "X"))
        if isHex { position += 1 }
        let digitsStart = position
        var value: UInt32 = 0
        while position < bytes.endIndex, position - digitsStart < (isHex ? 6 : 7),
            let digit = digitValue(bytes[position], isHex: isHex)
        {
            value = value * (isHex ? 16 : 10) + digit
            position += 1
        }
        guard position > digitsStart, position < bytes.endIndex, bytes[position] == UInt8(ascii: ";") else { return nil }
        let scalar = value == 0 ? nil : Unicode.Scalar(value)
        return (String(Character(scalar ?? "\u{FFFD}")), position + 1)
    }

    private static func digitValue(_ byte: UInt8, isHex: Bool) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f") where isHex: UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F") where isHex: UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    /// The named references writers use; HTML's full list has over two thousand, and one not
    /// here stays as written.
    private static let named: [String: String] = [
        // Markup and quotation
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{00A0}", "shy": "\u{00AD}",
        "lsquo": "\u{2018}", "rsquo": "\u{2019}", "sbquo": "\u{201A}", "ldquo": "\u{201C}", "rdquo": "\u{201D}",
        "bdquo": "\u{201E}", "laquo": "\u{00AB}", "raquo": "\u{00BB}", "lsaquo": "\u{2039}", "rsaquo": "\u{203A}",
        // Punctuation
        "ndash": "\u{2013}", "mdash": "\u{2014}", "hellip": "\u{2026}", "bull": "\u{2022}", "middot": "\u{00B7}",
        "dagger": "\u{2020}", "Dagger": "\u{2021}", "permil": "\u{2030}", "prime": "\u{2032}", "Prime": "\u{2033}",
        "sect": "\u{00A7}", "para": "\u{00B6}", "iexcl": "\u{00A1}", "iquest": "\u{00BF}", "ensp": "\u{2002}",
        "emsp": "\u{2003}", "thinsp": "\u{2009}", "zwnj": "\u{200C}", "zwj": "\u{200D}",
        // Symbols
        "copy": "\u{00A9}", "reg": "\u{00AE}", "trade": "\u{2122}", "deg": "\u{00B0}", "plusmn": "\u{00B1}",
        "times": "\u{00D7}", "divide": "\u{00F7}", "micro": "\u{00B5}", "cent": "\u{00A2}", "pound": "\u{00A3}",
        "yen": "\u{00A5}", "euro": "\u{20AC}", "curren": "\u{00A4}", "frac12": "\u{00BD}", "frac14": "\u{00BC}",
        "frac34": "\u{00BE}", "sup1": "\u{00B9}", "sup2": "\u{00B2}", "sup3": "\u{00B3}", "ordf": "\u{00AA}",
        "ordm": "\u{00BA}", "not": "\u{00AC}", "macr": "\u{00AF}", "acute": "\u{00B4}", "uml": "\u{00A8}",
        "cedil": "\u{00B8}", "brvbar": "\u{00A6}", "loz": "\u{25CA}", "spades": "\u{2660}", "clubs": "\u{2663}",
        "hearts": "\u{2665}", "diams": "\u{2666}", "check": "\u{2713}", "star": "\u{2606}",
        // Arrows
        "larr": "\u{2190}", "uarr": "\u{2191}", "rarr": "\u{2192}", "darr": "\u{2193}", "harr": "\u{2194}",
        "lArr": "\u{21D0}", "uArr": "\u{21D1}", "rArr": "\u{21D2}", "dArr": "\u{21D3}", "hArr": "\u{21D4}",
        "crarr": "\u{21B5}",
        // Mathematics
        "minus": "\u{2212}", "ne": "\u{2260}", "le": "\u{2264}", "ge": "\u{2265}", "asymp": "\u{2248}",
        "equiv": "\u{2261}", "infin": "\u{221E}", "sum": "\u{2211}", "prod": "\u{220F}", "radic": "\u{221A}",
        "part": "\u{2202}", "int": "\u{222B}", "forall": "\u{2200}", "exist": "\u{2203}", "empty": "\u{2205}",
        "nabla": "\u{2207}", "isin": "\u{2208}", "notin": "\u{2209}", "and": "\u{2227}", "or": "\u{2228}",
        "cap": "\u{2229}", "cup": "\u{222A}", "sub": "\u{2282}", "sup": "\u{2283}", "sube": "\u{2286}",
        "supe": "\u{2287}", "lowast": "\u{2217}", "prop": "\u{221D}", "ang": "\u{2220}", "there4": "\u{2234}",
        "sdot": "\u{22C5}", "lceil": "\u{2308}", "rceil": "\u{2309}", "lfloor": "\u{230A}", "rfloor": "\u{230B}",
        "fnof": "\u{0192}",
        // Greek
        "Alpha": "\u{0391}", "Beta": "\u{0392}", "Gamma": "\u{0393}", "Delta": "\u{0394}", "Epsilon": "\u{0395}",
        "Zeta": "\u{0396}", "Eta": "\u{0397}", "Theta": "\u{0398}", "Iota": "\u{0399}", "Kappa": "\u{039A}",
        "Lambda": "\u{039B}", "Mu": "\u{039C}", "Nu": "\u{039D}", "Xi": "\u{039E}", "Omicron": "\u{039F}",
        "Pi": "\u{03A0}", "Rho": "\u{03A1}", "Sigma": "\u{03A3}", "Tau": "\u{03A4}", "Upsilon": "\u{03A5}",
        "Phi": "\u{03A6}", "Chi": "\u{03A7}", "Psi": "\u{03A8}", "Omega": "\u{03A9}",
        "alpha": "\u{03B1}", "beta": "\u{03B2}", "gamma": "\u{03B3}", "delta": "\u{03B4}", "epsilon": "\u{03B5}",
        "zeta": "\u{03B6}", "eta": "\u{03B7}", "theta": "\u{03B8}", "iota": "\u{03B9}", "kappa": "\u{03BA}",
        "lambda": "\u{03BB}", "mu": "\u{03BC}", "nu": "\u{03BD}", "xi": "\u{03BE}", "omicron": "\u{03BF}",
        "pi": "\u{03C0}", "rho": "\u{03C1}", "sigmaf": "\u{03C2}", "sigma": "\u{03C3}", "tau": "\u{03C4}",
        "upsilon": "\u{03C5}", "phi": "\u{03C6}", "chi": "\u{03C7}", "psi": "\u{03C8}", "omega": "\u{03C9}",
        // Latin letters
        "Agrave": "\u{00C0}", "Aacute": "\u{00C1}", "Acirc": "\u{00C2}", "Atilde": "\u{00C3}", "Auml": "\u{00C4}",
        "Aring": "\u{00C5}", "AElig": "\u{00C6}", "Ccedil": "\u{00C7}", "Egrave": "\u{00C8}", "Eacute": "\u{00C9}",
        "Ecirc": "\u{00CA}", "Euml": "\u{00CB}", "Igrave": "\u{00CC}", "Iacute": "\u{00CD}", "Icirc": "\u{00CE}",
        "Iuml": "\u{00CF}", "ETH": "\u{00D0}", "Ntilde": "\u{00D1}", "Ograve": "\u{00D2}", "Oacute": "\u{00D3}",
        "Ocirc": "\u{00D4}", "Otilde": "\u{00D5}", "Ouml": "\u{00D6}", "Oslash": "\u{00D8}", "Ugrave": "\u{00D9}",
        "Uacute": "\u{00DA}", "Ucirc": "\u{00DB}", "Uuml": "\u{00DC}", "Yacute": "\u{00DD}", "THORN": "\u{00DE}",
        "szlig": "\u{00DF}", "agrave": "\u{00E0}", "aacute": "\u{00E1}", "acirc": "\u{00E2}", "atilde": "\u{00E3}",
        "auml": "\u{00E4}", "aring": "\u{00E5}", "aelig": "\u{00E6}", "ccedil": "\u{00E7}", "egrave": "\u{00E8}",
        "eacute": "\u{00E9}", "ecirc": "\u{00EA}", "euml": "\u{00EB}", "igrave": "\u{00EC}", "iacute": "\u{00ED}",
        "icirc": "\u{00EE}", "iuml": "\u{00EF}", "eth": "\u{00F0}", "ntilde": "\u{00F1}", "ograve": "\u{00F2}",
        "oacute": "\u{00F3}", "ocirc": "\u{00F4}", "otilde": "\u{00F5}", "ouml": "\u{00F6}", "oslash": "\u{00F8}",
        "ugrave": "\u{00F9}", "uacute": "\u{00FA}", "ucirc": "\u{00FB}", "uuml": "\u{00FC}", "yacute": "\u{00FD}",
        "thorn": "\u{00FE}", "yuml": "\u{00FF}", "Yuml": "\u{0178}", "OElig": "\u{0152}", "oelig": "\u{0153}",
        "Scaron": "\u{0160}", "scaron": "\u{0161}",
    ]
}
