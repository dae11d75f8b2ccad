#!/usr/bin/env python3
"""Writes Sources/KilnLayout/Drawing/Symbols/SymbolGlyphs.swift, the outline of every Lucide icon that an
SF Symbol name maps to, keyed by the SF Symbol name, and Sources/KilnTree/SymbolInkTable.swift, the names
and the box each icon's ink covers (which sizes a symbol in every stage).

    pip install lucide
    python3 Scripts/generate-symbols.py [glyphs path [ink path]]

Apple's SF Symbols may not be redistributed; Lucide's icons (ISC licence, LICENSES/Lucide.txt) draw
the same ideas on the same 24-unit grid. The `lucide` wheel carries them as lucide/lucide.zip.
Each icon's elements (path, circle, rect, line, polyline, polygon, ellipse) become one path's data,
so a page writes one `<path>` per symbol. Run from the package root; Python's standard library only.
"""

import importlib.util
import math
import os
import re
import sys
import zipfile
from xml.etree import ElementTree

DEFAULT_OUTPUT = "Sources/KilnLayout/Drawing/Symbols/SymbolGlyphs.swift"
DEFAULT_INK_OUTPUT = "Sources/KilnTree/SymbolInkTable.swift"

# SF Symbol families: (SF name, Lucide icon, whether `.fill` fills it, `.circle`, `.square`, `.slash`).
# `.fill` fills only icons made of closed shapes, where a filled outline reads as SF's filled form;
# the others draw their outline. A variant is listed only where Lucide has that icon.
FAMILIES = [
    # Status and actions
    ("xmark", "x", False, "circle-x", "square-x", None),
    ("checkmark", "check", False, "circle-check", "square-check", None),
    ("plus", "plus", False, "circle-plus", "square-plus", None),
    ("minus", "minus", False, "circle-minus", "square-minus", None),
    ("multiply", "x", False, "circle-x", "square-x", None),
    ("divide", "divide", False, "circle-divide", "square-divide", None),
    ("equal", "equal", False, "circle-equal", "square-equal", None),
    ("percent", "percent", False, "circle-percent", "square-percent", None),
    ("questionmark", "circle-question-mark", False, "circle-question-mark", None, None),
    ("exclamationmark", "circle-alert", False, "circle-alert", None, None),
    ("info", "info", False, "info", None, None),
    ("exclamationmark.triangle", "triangle-alert", True, None, None, None),
    ("exclamationmark.octagon", "octagon-alert", True, None, None, None),
    ("exclamationmark.bubble", "message-square-warning", True, None, None, None),
    ("play", "play", True, "circle-play", "square-play", "play-off"),
    ("pause", "pause", True, "circle-pause", "square-pause", None),
    ("stop", "square", True, "circle-stop", "square-stop", None),
    ("forward", "fast-forward", True, None, None, None),
    ("backward", "rewind", True, None, None, None),
    ("forward.end", "skip-forward", True, None, None, None),
    ("backward.end", "skip-back", True, None, None, None),
    ("shuffle", "shuffle", False, None, None, None),
    ("repeat", "repeat", False, None, None, "repeat-off"),
    ("repeat.1", "repeat-1", False, None, None, None),
    ("power", "power", False, "circle-power", "square-power", "power-off"),
    ("ellipsis", "ellipsis", False, "circle-ellipsis", None, None),
    ("line.3.horizontal", "menu", False, None, None, None),
    ("line.3.horizontal.decrease", "list-filter", False, None, None, None),
    ("slider.horizontal.3", "sliders-horizontal", False, None, None, None),
    ("slider.vertical.3", "sliders-vertical", False, None, None, None),
    ("magnifyingglass", "search", False, None, None, "search-slash"),
    ("plus.magnifyingglass", "zoom-in", False, None, None, None),
    ("minus.magnifyingglass", "zoom-out", False, None, None, None),
    ("arrow.clockwise", "rotate-cw", False, None, "rotate-cw-square", None),
    ("arrow.counterclockwise", "rotate-ccw", False, None, "rotate-ccw-square", None),
    ("arrow.triangle.2.circlepath", "refresh-cw", False, None, None, "refresh-cw-off"),
    ("arrow.uturn.backward", "undo-2", False, None, None, None),
    ("arrow.uturn.forward", "redo-2", False, None, None, None),
    ("arrow.uturn.left", "undo-2", False, None, None, None),
    ("arrow.uturn.right", "redo-2", False, None, None, None),
    ("arrowshape.turn.up.left", "reply", False, None, None, None),
    ("arrowshape.turn.up.right", "forward", False, None, None, None),
    ("square.and.arrow.up", "share", False, None, None, None),
    ("square.and.arrow.down", "download", False, None, None, None),
    ("square.and.pencil", "square-pen", False, None, None, None),
    ("square.and.arrow.up.on.square", "share-2", False, None, None, None),
    ("arrow.up.right.square", "square-arrow-out-up-right", False, None, None, None),
    ("arrow.up.forward.app", "external-link", False, None, None, None),
    ("arrow.down.to.line", "arrow-down-to-line", False, None, None, None),
    ("arrow.up.to.line", "arrow-up-to-line", False, None, None, None),
    ("icloud.and.arrow.down", "cloud-download", False, None, None, None),
    ("icloud.and.arrow.up", "cloud-upload", False, None, None, None),
    ("tray.and.arrow.down", "inbox", False, None, None, None),
    ("rectangle.portrait.and.arrow.right", "log-out", False, None, None, None),
    ("rectangle.portrait.and.arrow.forward", "log-out", False, None, None, None),
    ("arrow.right.square", "square-arrow-right", False, None, None, None),
    ("arrow.right.to.line", "arrow-right-to-line", False, None, None, None),
    ("arrow.left.arrow.right", "arrow-left-right", False, None, None, None),
    ("arrow.up.arrow.down", "arrow-up-down", False, None, None, None),
    ("arrow.up.and.down", "arrow-up-down", False, None, None, None),
    ("arrow.up.left.and.arrow.down.right", "maximize-2", False, None, None, None),
    ("arrow.down.right.and.arrow.up.left", "minimize-2", False, None, None, None),
    ("arrow.up.and.down.and.arrow.left.and.right", "move", False, None, None, None),
    # Arrows and chevrons
    ("arrow.up", "arrow-up", False, "circle-arrow-up", "square-arrow-up", None),
    ("arrow.down", "arrow-down", False, "circle-arrow-down", "square-arrow-down", None),
    ("arrow.left", "arrow-left", False, "circle-arrow-left", "square-arrow-left", None),
    ("arrow.right", "arrow-right", False, "circle-arrow-right", "square-arrow-right", None),
    ("arrow.backward", "arrow-left", False, "circle-arrow-left", "square-arrow-left", None),
    ("arrow.forward", "arrow-right", False, "circle-arrow-right", "square-arrow-right", None),
    ("arrow.up.right", "arrow-up-right", False, None, "square-arrow-up-right", None),
    ("arrow.up.left", "arrow-up-left", False, None, "square-arrow-up-left", None),
    ("arrow.down.right", "arrow-down-right", False, None, "square-arrow-down-right", None),
    ("arrow.down.left", "arrow-down-left", False, None, "square-arrow-down-left", None),
    ("arrow.turn.down.left", "corner-down-left", False, None, None, None),
    ("arrow.turn.down.right", "corner-down-right", False, None, None, None),
    ("arrow.turn.up.left", "corner-up-left", False, None, None, None),
    ("arrow.turn.up.right", "corner-up-right", False, None, None, None),
    ("arrowtriangle.right", "triangle-right", True, None, None, None),
    ("chevron.up", "chevron-up", False, "circle-chevron-up", "square-chevron-up", None),
    ("chevron.down", "chevron-down", False, "circle-chevron-down", "square-chevron-down", None),
    ("chevron.left", "chevron-left", False, "circle-chevron-left", "square-chevron-left", None),
    ("chevron.right", "chevron-right", False, "circle-chevron-right", "square-chevron-right", None),
    ("chevron.backward", "chevron-left", False, "circle-chevron-left", "square-chevron-left", None),
    ("chevron.forward", "chevron-right", False, "circle-chevron-right", "square-chevron-right", None),
    ("chevron.up.chevron.down", "chevrons-up-down", False, None, None, None),
    ("chevron.left.forwardslash.chevron.right", "code", False, None, "square-code", None),
    ("chevron.compact.down", "chevron-down", False, None, None, None),
    ("chevron.compact.up", "chevron-up", False, None, None, None),
    ("arrow.up.arrow.down.circle", "circle-arrow-up", False, None, None, None),
    # Shapes
    ("circle", "circle", True, None, None, "circle-off"),
    ("square", "square", True, None, None, "square-slash"),
    ("triangle", "triangle", True, None, None, None),
    ("diamond", "diamond", True, None, None, None),
    ("hexagon", "hexagon", True, None, None, None),
    ("octagon", "octagon", True, None, None, None),
    ("pentagon", "pentagon", True, None, None, None),
    ("seal", "badge", True, None, None, None),
    ("checkmark.seal", "badge-check", True, None, None, None),
    ("xmark.seal", "badge-x", True, None, None, None),
    ("rectangle", "rectangle-horizontal", True, None, None, None),
    ("rectangle.portrait", "rectangle-vertical", True, None, None, None),
    ("capsule", "pill", False, None, None, None),
    ("circle.grid.2x2", "grid-2x2", False, None, None, None),
    ("square.grid.2x2", "layout-grid", False, None, None, None),
    ("square.grid.3x3", "grid-3x3", False, None, None, None),
    ("square.stack", "layers", False, None, None, None),
    ("square.stack.3d.up", "layers", False, None, None, None),
    ("square.on.square", "copy", False, None, None, None),
    ("plus.square.on.square", "copy-plus", False, None, None, None),
    ("doc.on.doc", "copy", False, None, None, None),
    ("doc.on.clipboard", "clipboard-copy", False, None, None, None),
    ("square.split.2x1", "columns-2", False, None, None, None),
    ("square.split.1x2", "rows-2", False, None, None, None),
    ("sidebar.left", "panel-left", False, None, None, None),
    ("sidebar.right", "panel-right", False, None, None, None),
    ("sidebar.leading", "panel-left", False, None, None, None),
    ("sidebar.trailing", "panel-right", False, None, None, None),
    ("rectangle.split.3x1", "columns-3", False, None, None, None),
    ("list.bullet", "list", False, None, None, None),
    ("list.number", "list-ordered", False, None, None, None),
    ("list.dash", "list", False, None, None, None),
    ("list.bullet.rectangle", "list-todo", False, None, None, None),
    ("checklist", "list-checks", False, None, None, None),
    ("text.justify", "text-align-justify", False, None, None, None),
    ("text.alignleft", "text-align-start", False, None, None, None),
    ("text.aligncenter", "text-align-center", False, None, None, None),
    ("text.alignright", "text-align-end", False, None, None, None),
    ("bold", "bold", False, None, None, None),
    ("italic", "italic", False, None, None, None),
    ("underline", "underline", False, None, None, None),
    ("strikethrough", "strikethrough", False, None, None, None),
    ("textformat", "type", False, None, None, None),
    ("textformat.size", "a-large-small", False, None, None, None),
    ("character.cursor.ibeam", "text-cursor", False, None, None, None),
    ("paragraphsign", "pilcrow", False, None, None, None),
    ("number", "hash", False, None, None, None),
    ("at", "at-sign", False, None, None, None),
    ("link", "link", False, None, None, None),
    ("paperclip", "paperclip", False, None, None, None),
    ("quote.opening", "quote", False, None, None, None),
    ("quote.closing", "quote", False, None, None, None),
    ("quote.bubble", "message-square-quote", True, None, None, None),
    ("character.book.closed", "book-a", False, None, None, None),
    ("textformat.abc", "case-sensitive", False, None, None, None),
    ("function", "square-function", False, None, None, None),
    ("sum", "sigma", False, None, None, None),
    ("infinity", "infinity", False, None, None, None),
    # People
    ("person", "user", True, "circle-user", "square-user", None),
    ("person.crop.circle", "circle-user-round", False, None, None, None),
    ("person.crop.square", "square-user-round", False, None, None, None),
    ("person.2", "users", True, None, None, None),
    ("person.3", "users-round", True, None, None, None),
    ("person.badge.plus", "user-plus", False, None, None, None),
    ("person.badge.minus", "user-minus", False, None, None, None),
    ("person.badge.key", "user-key", False, None, None, None),
    ("person.crop.circle.badge.plus", "user-round-plus", False, None, None, None),
    ("person.crop.circle.badge.minus", "user-round-minus", False, None, None, None),
    ("person.crop.circle.badge.checkmark", "user-round-check", False, None, None, None),
    ("person.crop.circle.badge.xmark", "user-round-x", False, None, None, None),
    ("person.crop.circle.badge.questionmark", "user-round-search", False, None, None, None),
    ("person.text.rectangle", "id-card", False, None, None, None),
    ("person.crop.rectangle", "contact", False, None, None, None),
    ("person.and.background.dotted", "users", False, None, None, None),
    ("figure.walk", "footprints", False, None, None, None),
    ("figure.run", "person-standing", False, None, None, None),
    ("figure.stand", "person-standing", False, None, None, None),
    ("accessibility", "accessibility", False, None, None, None),
    ("hand.raised", "hand", True, None, None, None),
    ("hand.thumbsup", "thumbs-up", True, None, None, None),
    ("hand.thumbsdown", "thumbs-down", True, None, None, None),
    ("hand.wave", "hand-metal", False, None, None, None),
    ("hands.clap", "hand-heart", False, None, None, None),
    ("eye", "eye", False, None, None, "eye-off"),
    ("ear", "ear", False, None, None, "ear-off"),
    ("brain", "brain", False, None, None, None),
    ("brain.head.profile", "brain", False, None, None, None),
    ("face.smiling", "smile", False, None, None, None),
    ("face.dashed", "circle-dashed", False, None, None, None),
    ("faceid", "scan-face", False, None, None, None),
    ("touchid", "fingerprint-pattern", False, None, None, None),
    # Communication
    ("envelope", "mail", False, None, None, None),
    ("envelope.open", "mail-open", False, None, None, None),
    ("envelope.badge", "mail-warning", False, None, None, None),
    ("tray", "inbox", False, None, None, None),
    ("tray.full", "inbox", False, None, None, None),
    ("tray.2", "inbox", False, None, None, None),
    ("archivebox", "archive", False, None, None, None),
    ("paperplane", "send", True, None, None, None),
    ("bubble.left", "message-circle", True, None, None, "message-circle-off"),
    ("bubble.right", "message-circle", True, None, None, None),
    ("bubble.middle.bottom", "message-square", True, None, None, None),
    ("bubble.left.and.bubble.right", "messages-square", True, None, None, None),
    ("ellipsis.bubble", "message-circle-more", True, None, None, None),
    ("text.bubble", "message-square-text", True, None, None, None),
    ("phone", "phone", True, None, None, "phone-off"),
    ("phone.down", "phone-off", False, None, None, None),
    ("phone.arrow.up.right", "phone-outgoing", False, None, None, None),
    ("phone.arrow.down.left", "phone-incoming", False, None, None, None),
    ("video", "video", True, None, None, "video-off"),
    ("mic", "mic", True, None, None, "mic-off"),
    ("megaphone", "megaphone", True, None, None, "megaphone-off"),
    ("bell", "bell", True, None, None, "bell-off"),
    ("bell.badge", "bell-dot", False, None, None, None),
    ("antenna.radiowaves.left.and.right", "radio-tower", False, None, None, None),
    ("wifi", "wifi", False, None, None, "wifi-off"),
    ("dot.radiowaves.left.and.right", "radio", False, None, None, None),
    ("personalhotspot", "link-2", False, None, None, None),
    ("airplayaudio", "airplay", False, None, None, None),
    ("airplayvideo", "airplay", False, None, None, None),
    ("dot.radiowaves.up.forward", "rss", False, None, None, None),
    ("globe", "globe", False, None, None, "globe-off"),
    ("network", "network", False, None, None, None),
    # Objects
    ("house", "house", True, "house", None, None),
    ("building", "building", False, None, None, None),
    ("building.2", "building-2", False, None, None, None),
    ("building.columns", "landmark", False, None, None, None),
    ("storefront", "store", False, None, None, None),
    ("star", "star", True, "circle-star", "square-star", "star-off"),
    ("star.leadinghalf.filled", "star-half", False, None, None, None),
    ("heart", "heart", True, None, None, "heart-off"),
    ("heart.text.square", "heart-pulse", False, None, None, None),
    ("bolt.heart", "heart-pulse", False, None, None, None),
    ("bookmark", "bookmark", True, None, None, "bookmark-off"),
    ("flag", "flag", True, None, None, "flag-off"),
    ("flag.checkered", "flag", False, None, None, None),
    ("tag", "tag", True, None, None, None),
    ("tag.slash", "tag-x", False, None, None, None),
    ("pin", "pin", True, None, None, "pin-off"),
    ("mappin", "map-pin", True, None, None, "map-pin-off"),
    ("mappin.and.ellipse", "map-pin", False, None, None, None),
    ("map", "map", True, None, None, None),
    ("location", "navigation", True, None, None, "navigation-off"),
    ("location.north", "navigation-2", True, None, None, None),
    ("safari", "compass", False, None, None, None),
    ("scope", "crosshair", False, None, None, None),
    ("signpost.right", "signpost", False, None, None, None),
    ("car", "car", False, None, None, None),
    ("bus", "bus", False, None, None, None),
    ("tram", "tram-front", False, None, None, None),
    ("bicycle", "bike", False, None, None, None),
    ("airplane", "plane", False, None, None, None),
    ("ferry", "ship", False, None, None, None),
    ("fuelpump", "fuel", False, None, None, None),
    ("trash", "trash-2", False, None, None, None),
    ("folder", "folder", True, None, None, None),
    ("folder.badge.plus", "folder-plus", False, None, None, None),
    ("doc", "file", True, None, None, None),
    ("doc.text", "file-text", False, None, None, None),
    ("doc.plaintext", "file-text", False, None, None, None),
    ("doc.richtext", "file-image", False, None, None, None),
    ("doc.badge.plus", "file-plus", False, None, None, None),
    ("doc.text.magnifyingglass", "file-search", False, None, None, None),
    ("doc.zipper", "file-archive", False, None, None, None),
    ("note.text", "sticky-note", False, None, None, None),
    ("note", "sticky-note", True, None, None, None),
    ("newspaper", "newspaper", False, None, None, None),
    ("book", "book-open", False, None, None, None),
    ("book.closed", "book", False, None, None, None),
    ("books.vertical", "library", False, None, None, None),
    ("text.book.closed", "book-text", False, None, None, None),
    ("magazine", "book-open-text", False, None, None, None),
    ("graduationcap", "graduation-cap", False, None, None, None),
    ("pencil", "pencil", False, "pencil", "square-pen", "pencil-off"),
    ("pencil.line", "pencil-line", False, None, None, None),
    ("highlighter", "highlighter", False, None, None, None),
    ("paintbrush", "paintbrush", False, None, None, None),
    ("paintbrush.pointed", "brush", False, None, None, None),
    ("paintpalette", "palette", False, None, None, None),
    ("eyedropper", "pipette", False, None, None, None),
    ("scissors", "scissors", False, None, None, None),
    ("ruler", "ruler", False, None, None, None),
    ("lasso", "lasso", False, None, None, None),
    ("wand.and.stars", "wand-sparkles", False, None, None, None),
    ("sparkles", "sparkles", False, None, None, None),
    ("swift", "bird", False, None, None, None),
    ("bubbles.and.sparkles", "sparkles", False, None, None, None),
    ("sparkle", "sparkle", True, None, None, None),
    ("party.popper", "party-popper", False, None, None, None),
    ("gift", "gift", False, None, None, None),
    ("balloon", "balloon", True, None, None, None),
    ("birthday.cake", "cake", False, None, None, None),
    ("trophy", "trophy", False, None, None, None),
    ("medal", "medal", False, None, None, None),
    ("rosette", "award", False, None, None, None),
    ("crown", "crown", True, None, None, None),
    ("camera", "camera", False, None, None, "camera-off"),
    ("camera.filters", "blend", False, None, None, None),
    ("camera.aperture", "aperture", False, None, None, None),
    ("camera.rotate", "switch-camera", False, None, None, None),
    ("photo", "image", False, None, None, None),
    ("photo.on.rectangle", "images", False, None, None, None),
    ("photo.stack", "images", False, None, None, None),
    ("rectangle.portrait.on.rectangle.portrait", "gallery-vertical-end", False, None, None, None),
    ("film", "film", False, None, None, None),
    ("tv", "tv", False, None, None, None),
    ("play.rectangle", "tv-minimal-play", False, None, None, None),
    ("music.note", "music", False, None, None, None),
    ("music.note.list", "list-music", False, None, None, None),
    ("music.mic", "mic-vocal", False, None, None, None),
    ("headphones", "headphones", False, None, None, None),
    ("hifispeaker", "speaker", False, None, None, None),
    ("speaker", "volume", True, None, None, "volume-x"),
    ("speaker.wave.1", "volume-1", False, None, None, None),
    ("speaker.wave.2", "volume-2", False, None, None, None),
    ("speaker.wave.3", "volume-2", False, None, None, None),
    ("waveform", "audio-waveform", False, None, None, None),
    ("gamecontroller", "gamepad-2", False, None, None, None),
    ("puzzlepiece", "puzzle", True, None, None, None),
    ("dice", "dices", False, None, None, None),
    ("lock", "lock", True, None, None, None),
    ("lock.open", "lock-open", True, None, None, None),
    ("lock.shield", "shield-check", True, None, None, None),
    ("key", "key", False, None, None, None),
    ("shield", "shield", True, None, None, "shield-off"),
    ("checkmark.shield", "shield-check", True, None, None, None),
    ("exclamationmark.shield", "shield-alert", True, None, None, None),
    ("hand.raised.slash", "hand", False, None, None, None),
    ("nosign", "ban", False, None, None, None),
    ("gearshape", "settings", False, None, None, None),
    ("gearshape.2", "settings-2", False, None, None, None),
    ("gear", "cog", False, None, None, None),
    ("wrench", "wrench", False, None, None, None),
    ("wrench.and.screwdriver", "wrench", False, None, None, None),
    ("hammer", "hammer", False, None, None, None),
    ("screwdriver", "wrench", False, None, None, None),
    ("cart", "shopping-cart", False, None, None, None),
    ("cart.badge.plus", "shopping-cart", False, None, None, None),
    ("bag", "shopping-bag", False, None, None, None),
    ("basket", "shopping-basket", False, None, None, None),
    ("creditcard", "credit-card", False, None, None, None),
    ("banknote", "banknote", False, None, None, None),
    ("dollarsign", "dollar-sign", False, "circle-dollar-sign", None, None),
    ("eurosign", "euro", False, None, None, None),
    ("sterlingsign", "pound-sterling", False, None, None, None),
    ("yensign", "japanese-yen", False, None, None, None),
    ("bitcoinsign", "bitcoin", False, None, None, None),
    ("giftcard", "wallet-cards", False, None, None, None),
    ("wallet.pass", "wallet", False, None, None, None),
    ("barcode", "barcode", False, None, None, None),
    ("qrcode", "qr-code", False, None, None, None),
    ("qrcode.viewfinder", "scan-qr-code", False, None, None, None),
    ("viewfinder", "scan", False, None, None, None),
    ("ticket", "ticket", False, None, None, None),
    ("calendar", "calendar", False, None, None, None),
    ("calendar.badge.plus", "calendar-plus", False, None, None, None),
    ("calendar.badge.clock", "calendar-clock", False, None, None, None),
    ("calendar.badge.exclamationmark", "calendar-x", False, None, None, None),
    ("calendar.day.timeline.left", "calendar-range", False, None, None, None),
    ("clock", "clock", False, None, None, None),
    ("clock.arrow.circlepath", "history", False, None, None, None),
    ("alarm", "alarm-clock", False, None, None, "alarm-clock-off"),
    ("timer", "timer", False, None, None, "timer-off"),
    ("stopwatch", "timer", False, None, None, None),
    ("hourglass", "hourglass", False, None, None, None),
    ("deskclock", "clock", False, None, None, None),
    ("chart.bar", "chart-column", False, None, None, None),
    ("chart.bar.xaxis", "chart-column-increasing", False, None, None, None),
    ("chart.line.uptrend.xyaxis", "chart-line", False, None, None, None),
    ("chart.pie", "chart-pie", True, None, None, None),
    ("chart.xyaxis.line", "chart-spline", False, None, None, None),
    ("chart.line.downtrend.xyaxis", "trending-down", False, None, None, None),
    ("waveform.path.ecg", "activity", False, None, None, None),
    ("gauge", "gauge", False, None, None, None),
    ("gauge.with.dots.needle.33percent", "gauge", False, None, None, None),
    ("gauge.medium", "gauge", False, None, None, None),
    ("speedometer", "gauge", False, None, None, None),
    ("cube", "box", False, None, None, None),
    ("cube.box", "package", False, None, None, None),
    ("shippingbox", "package", False, None, None, None),
    ("box.truck", "truck", False, None, None, None),
    ("table", "table", False, None, None, None),
    ("table.furniture", "armchair", False, None, None, None),
    ("sofa", "sofa", False, None, None, None),
    ("bed.double", "bed-double", False, None, None, None),
    ("lamp.desk", "lamp-desk", False, None, None, None),
    ("lightbulb", "lightbulb", False, None, None, "lightbulb-off"),
    ("fork.knife", "utensils", False, None, None, None),
    ("cup.and.saucer", "coffee", False, None, None, None),
    ("mug", "coffee", False, None, None, None),
    ("wineglass", "wine", False, None, None, None),
    ("takeoutbag.and.cup.and.straw", "cup-soda", False, None, None, None),
    ("carrot", "carrot", False, None, None, None),
    ("leaf", "leaf", True, None, None, None),
    ("tree", "tree-deciduous", False, None, None, None),
    ("pawprint", "paw-print", True, None, None, None),
    ("hare", "rabbit", False, None, None, None),
    ("tortoise", "turtle", False, None, None, None),
    ("bird", "bird", False, None, None, None),
    ("fish", "fish", True, None, None, None),
    ("ant", "bug", False, None, None, None),
    ("ladybug", "bug", False, None, None, None),
    ("stethoscope", "stethoscope", False, None, None, None),
    ("cross.case", "briefcase-medical", False, None, None, None),
    ("pills", "pill", False, None, None, None),
    ("bandage", "bandage", False, None, None, None),
    ("syringe", "syringe", False, None, None, None),
    ("dumbbell", "dumbbell", False, None, None, None),
    ("sportscourt", "goal", False, None, None, None),
    ("soccerball", "volleyball", False, None, None, None),
    ("tennisball", "volleyball", False, None, None, None),
    ("briefcase", "briefcase", True, None, None, None),
    ("suitcase", "luggage", False, None, None, None),
    ("backpack", "backpack", False, None, None, None),
    ("printer", "printer", False, None, None, None),
    ("scanner", "scan-line", False, None, None, None),
    ("desktopcomputer", "monitor", False, None, None, None),
    ("pc", "pc-case", False, None, None, None),
    ("laptopcomputer", "laptop", False, None, None, None),
    ("iphone", "smartphone", False, None, None, None),
    ("ipad", "tablet", False, None, None, None),
    ("applewatch", "watch", False, None, None, None),
    ("keyboard", "keyboard", False, None, None, None),
    ("computermouse", "mouse", False, None, None, None),
    ("display", "monitor", False, None, None, None),
    ("server.rack", "server", False, None, None, None),
    ("externaldrive", "hard-drive", False, None, None, None),
    ("internaldrive", "hard-drive", False, None, None, None),
    ("cpu", "cpu", False, None, None, None),
    ("memorychip", "memory-stick", False, None, None, None),
    ("battery.100", "battery-full", False, None, None, None),
    ("battery.50", "battery-medium", False, None, None, None),
    ("battery.25", "battery-low", False, None, None, None),
    ("battery.0", "battery", False, None, None, None),
    ("battery.100.bolt", "battery-charging", False, None, None, None),
    ("powerplug", "plug", False, None, None, None),
    ("cable.connector", "cable", False, None, None, None),
    ("terminal", "square-terminal", False, None, None, None),
    ("apple.terminal", "square-terminal", False, None, None, None),
    ("curlybraces", "braces", False, None, None, None),
    ("ladybug.slash", "bug-off", False, None, None, None),
    ("hammer.circle", "hammer", False, None, None, None),
    ("cloud", "cloud", True, None, None, "cloud-off"),
    ("icloud", "cloud", True, None, None, "cloud-off"),
    ("cloud.rain", "cloud-rain", False, None, None, None),
    ("cloud.snow", "cloud-snow", False, None, None, None),
    ("cloud.bolt", "cloud-lightning", False, None, None, None),
    ("cloud.sun", "cloud-sun", False, None, None, None),
    ("cloud.moon", "cloud-moon", False, None, None, None),
    ("cloud.fog", "cloud-fog", False, None, None, None),
    ("cloud.drizzle", "cloud-drizzle", False, None, None, None),
    ("sun.max", "sun", False, None, None, None),
    ("sun.min", "sun-dim", False, None, None, None),
    ("sunrise", "sunrise", False, None, None, None),
    ("sunset", "sunset", False, None, None, None),
    ("moon", "moon", True, None, None, None),
    ("moon.stars", "moon-star", False, None, None, None),
    ("moon.zzz", "moon", True, None, None, None),
    ("snowflake", "snowflake", False, None, None, None),
    ("wind", "wind", False, None, None, None),
    ("tornado", "tornado", False, None, None, None),
    ("thermometer", "thermometer", False, None, None, None),
    ("thermometer.medium", "thermometer", False, None, None, None),
    ("umbrella", "umbrella", True, None, None, "umbrella-off"),
    ("drop", "droplet", True, None, None, "droplet-off"),
    ("flame", "flame", True, None, None, None),
    ("bolt", "zap", True, None, None, "zap-off"),
    ("bolt.horizontal", "zap", True, None, None, None),
    ("mountain.2", "mountain", True, None, None, None),
    ("globe.americas", "earth", False, None, None, None),
    ("globe.europe.africa", "earth", False, None, None, None),
    ("atom", "atom", False, None, None, None),
    ("flask", "flask-conical", True, None, None, None),
    ("testtube.2", "test-tubes", False, None, None, None),
    ("binoculars", "binoculars", False, None, None, None),
    ("scalemass", "weight", False, None, None, None),
    ("rocket", "rocket", False, None, None, None),
    ("plus.app", "square-plus", False, None, None, None),
    ("app", "square", True, None, None, None),
    ("app.badge", "app-window", False, None, None, None),
    ("apps.iphone", "layout-grid", False, None, None, None),
    ("square.dashed", "square-dashed", False, None, None, None),
    ("circle.dashed", "circle-dashed", False, None, None, None),
    ("circle.lefthalf.filled", "contrast", False, None, None, None),
    ("circle.hexagongrid", "hexagon", False, None, None, None),
    ("circle.grid.3x3", "grid-3x3", False, None, None, None),
    ("smallcircle.filled.circle", "circle-dot", False, None, None, None),
    ("largecircle.fill.circle", "circle-dot", False, None, None, None),
    ("record.circle", "circle-dot", False, None, None, None),
    ("togglepower", "power", False, None, None, None),
    ("switch.2", "toggle-left", False, None, None, None),
    ("eye.trianglebadge.exclamationmark", "eye-off", False, None, None, None),
    ("arrow.down.doc", "file-down", False, None, None, None),
    ("arrow.up.doc", "file-up", False, None, None, None),
    ("folder.badge.minus", "folder-minus", False, None, None, None),
    ("externaldrive.badge.icloud", "cloud-upload", False, None, None, None),
    ("arrow.triangle.branch", "git-branch", False, None, None, None),
    ("arrow.triangle.merge", "git-merge", False, None, None, None),
    ("arrow.triangle.pull", "git-pull-request", False, None, None, None),
    ("point.3.connected.trianglepath.dotted", "workflow", False, None, None, None),
    ("shareplay", "users", False, None, None, None),
    ("rectangle.and.pencil.and.ellipsis", "form", False, None, None, None),
    ("pencil.and.outline", "pen-line", False, None, None, None),
    ("signature", "signature", False, None, None, None),
    ("hand.draw", "pen-tool", False, None, None, None),
    ("scribble", "line-squiggle", False, None, None, None),
    ("lifepreserver", "life-buoy", False, None, None, None),
    ("questionmark.bubble", "message-circle-question-mark", True, None, None, None),
    ("info.bubble", "message-square-text", True, None, None, None),
    ("checkmark.bubble", "message-circle-check", True, None, None, None),
    ("plus.bubble", "message-circle-plus", True, None, None, None),
]

# Whole names the families above do not produce.
EXTRA = {
    "info.circle": ("info", False),
    "questionmark.circle": ("circle-question-mark", False),
    "exclamationmark.circle": ("circle-alert", False),
    "arrow.down.circle": ("circle-arrow-down", False),
    "person.circle": ("circle-user", False),
    "person.crop.circle.fill": ("circle-user-round", False),
    "checkmark.circle.badge.xmark": ("circle-x", False),
    "circle.slash": ("circle-slash", False),
    "xmark.bin": ("trash", False),
}

# What a name with no icon shows: neutral about its meaning.
FALLBACK = "square-dashed"

# SF Symbols' enclosures, drawn as Lucide draws its own circled and squared icons.
ENCLOSURES = {
    "circle": '<circle cx="12" cy="12" r="10"/>',
    "square": '<rect width="18" height="18" x="3" y="3" rx="2"/>',
    "rectangle": '<rect width="20" height="16" x="2" y="4" rx="2"/>',
}
# An icon drawn inside an enclosure of our making: half its size, with a thinner line.
ENCLOSED_SCALE = 0.5
ENCLOSED_STROKE = 1.5


def number(value):
    return float(value)


def fmt(value):
    text = ("%.3f" % value).rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def ellipse_path(cx, cy, rx, ry):
    return (f"M{fmt(cx - rx)} {fmt(cy)}a{fmt(rx)} {fmt(ry)} 0 1 0 {fmt(2 * rx)} 0"
            f"a{fmt(rx)} {fmt(ry)} 0 1 0 {fmt(-2 * rx)} 0z")


def rect_path(x, y, w, h, rx, ry):
    if rx <= 0 and ry <= 0:
        return f"M{fmt(x)} {fmt(y)}h{fmt(w)}v{fmt(h)}h{fmt(-w)}z"
    rx, ry = min(rx or ry, w / 2), min(ry or rx, h / 2)
    arc = lambda dx, dy: f"a{fmt(rx)} {fmt(ry)} 0 0 1 {fmt(dx)} {fmt(dy)}"
    return (f"M{fmt(x + rx)} {fmt(y)}h{fmt(w - 2 * rx)}{arc(rx, ry)}v{fmt(h - 2 * ry)}{arc(-rx, ry)}"
            f"h{fmt(-(w - 2 * rx))}{arc(-rx, -ry)}v{fmt(-(h - 2 * ry))}{arc(rx, -ry)}z")


def points_path(points, closed):
    values = [number(v) for v in re.split(r"[\s,]+", points.strip()) if v]
    pairs = [f"{fmt(values[i])} {fmt(values[i + 1])}" for i in range(0, len(values) - 1, 2)]
    return "M" + "L".join(pairs) + ("z" if closed else "")


def element_path(element):
    tag = element.tag.split("}")[-1]
    a = element.attrib
    get = lambda name, default=0.0: number(a.get(name, default))
    if tag == "path":
        return absolute_start(a["d"].strip())
    if tag == "circle":
        return ellipse_path(get("cx"), get("cy"), get("r"), get("r"))
    if tag == "ellipse":
        return ellipse_path(get("cx"), get("cy"), get("rx"), get("ry"))
    if tag == "rect":
        return rect_path(get("x"), get("y"), get("width"), get("height"), get("rx"), get("ry"))
    if tag == "line":
        return f"M{fmt(get('x1'))} {fmt(get('y1'))}L{fmt(get('x2'))} {fmt(get('y2'))}"
    if tag in ("polyline", "polygon"):
        return points_path(a["points"], tag == "polygon")
    raise ValueError(f"unexpected SVG element <{tag}>")


class Glyph:
    """An SF Symbol name's drawing: layers of path data on Lucide's 24-unit grid.

    A layer is (path key, paint, level, stroke width): paint is "stroke", "fill" or "both";
    level 1 is the symbol's primary layer, 2 its secondary (the enclosure of a `.circle` form),
    as SF Symbols' hierarchical and palette modes colour them."""

    def __init__(self, description, layers):
        self.description = description
        self.layers = layers


# Icons whose outline (the element at this index) SF Symbols fills in the `.fill` form, with the
# mark inside cut out of it, as it does for a circle or square: the alert triangle, the shield.
SHAPED_ENCLOSURES = {
    "triangle-alert": 0,
    "octagon-alert": 2,
    "message-square-warning": 0,
    "badge-check": 0,
    "badge-x": 0,
    "message-circle-more": 0,
    "message-square-text": 0,
    "shield-check": 0,
    "shield-alert": 0,
    "message-circle-question-mark": 0,
    "message-circle-check": 0,
    "message-circle-plus": 0,
}


def is_enclosure(element):
    """Whether an element of a Lucide icon is its enclosing circle or square."""
    tag = element.tag.split("}")[-1]
    a = element.attrib
    if tag == "circle":
        return float(a.get("r", 0)) >= 9.5 and float(a.get("cx", 0)) == 12 and float(a.get("cy", 0)) == 12
    if tag == "rect":
        return float(a.get("width", 0)) >= 17 and float(a.get("height", 0)) >= 17
    return False


# Icons Kiln draws itself on the same grid, where Lucide's differ in size from SF Symbols' beyond
# what the sizing rule (SymbolInk) can make up. SF's sideways chevrons are broader: Apple's
# chevron.right inks 12.5 x 16.5 points at body size (iamcgn/swiftui-web
# Fixtures/Goldens/ios/symbol/basic/frames.json @ cdb8364eff21979b5f0955a475c7e78ed14067eb),
# Lucide's 8 x 14 units (7.8 x 13.6 points). These ink 13 x 17 units, 12.6 x 16.5 points.
KILN_DRAWN = {
    "chevron-right": '<path d="m6.5 4.5 11 7.5-11 7.5"/>',
    "chevron-left": '<path d="m17.5 4.5-11 7.5 11 7.5"/>',
}


class Library:
    """Lucide's icons, split into enclosure and glyph, with every path stored once by key."""

    def __init__(self, archive):
        self.archive = archive
        self.paths = {}

    def elements(self, icon):
        if icon in KILN_DRAWN:
            return [ElementTree.fromstring(KILN_DRAWN[icon])]
        try:
            return list(ElementTree.fromstring(self.archive.read(f"{icon}.svg")))
        except KeyError:
            raise SystemExit(f"generate-symbols: Lucide has no icon named {icon!r}")

    def store(self, key, data):
        self.paths.setdefault(key, compact(data))
        return key

    def whole(self, icon):
        return self.store(icon, "".join(element_path(e) for e in self.elements(icon)))

    def parts(self, icon):
        """(enclosure key, glyph key) of an icon drawn inside a circle or square, else None."""
        elements = self.elements(icon)
        if icon in SHAPED_ENCLOSURES:
            enclosure = [elements[SHAPED_ENCLOSURES[icon]]]
        else:
            enclosure = [e for e in elements if is_enclosure(e)]
        if len(enclosure) != 1 or len(elements) < 2:
            return None
        glyph = "".join(element_path(e) for e in elements if e is not enclosure[0])
        return self.store(icon + "-enclosure", element_path(enclosure[0])), self.store(icon + "-glyph", glyph)

    def has_enclosure(self, icon):
        """Whether the icon has a circle or square of its own (an alert triangle's is no circle)."""
        return icon not in SHAPED_ENCLOSURES and self.parts(icon) is not None

    def enclosure(self, shape):
        return self.store(shape, element_path(ElementTree.fromstring(ENCLOSURES[shape])))

    def small(self, icon):
        """The icon at half size about the grid's centre, to sit inside an enclosure."""
        return self.store(icon + "-small", scaled_path(self.paths[self.whole(icon)], ENCLOSED_SCALE, 12, 12))


def outline(library, icon):
    return Glyph(icon, [(library.whole(icon), "stroke", 1, None)])


def enclosed(library, icon, filled):
    """A Lucide icon that has its own circle or square: the enclosure is the secondary layer;
    filled, the enclosure is solid and the glyph is cut out of it."""
    enclosure, glyph = library.parts(icon)
    return Glyph(icon, [(enclosure, "fill" if filled else "stroke", 2, None), (glyph, "stroke", 1, None)])


def composed(library, icon, shape, filled):
    """An icon Lucide has no circled or squared form of, drawn small inside the enclosure."""
    return Glyph(f"{icon} in a {shape}", [
        (library.enclosure(shape), "fill" if filled else "stroke", 2, None),
        (library.small(icon), "stroke", 1, ENCLOSED_STROKE),
    ])


def variant(library, icon, filled):
    """A Lucide icon standing for a variant: split into layers where it has an enclosure."""
    if library.parts(icon):
        return enclosed(library, icon, filled)
    if filled:
        return Glyph(icon, [(library.whole(icon), "both", 1, None)])
    return outline(library, icon)


def names_to_glyphs(library):
    """Every SF Symbol name the table answers, with its drawing."""
    table = {}
    for sf, icon, fills, circle, square, slash in FAMILIES:
        table.setdefault(sf, variant(library, icon, False))
        table.setdefault(sf + ".fill", variant(library, icon, fills) if fills or library.parts(icon) else outline(library, icon))
        for suffix, native in (("circle", circle), ("square", square), ("rectangle", None)):
            if sf.split(".")[-1] in ENCLOSURES:
                break  # "arrow.right.square" is enclosed already: no "arrow.right.square.circle"
            for filled, name in ((False, f"{sf}.{suffix}"), (True, f"{sf}.{suffix}.fill")):
                if native:
                    table.setdefault(name, variant(library, native, filled))
                elif library.has_enclosure(icon):
                    if suffix == "rectangle":
                        continue
                    # The icon's own circle or square serves (Lucide's aperture is a circle).
                    table.setdefault(name, variant(library, icon, filled))
                else:
                    table.setdefault(name, composed(library, icon, suffix, filled))
        if slash:
            table.setdefault(f"{sf}.slash", variant(library, slash, False))
            table.setdefault(f"{sf}.slash.fill", variant(library, slash, fills))
    for sf, (icon, filled) in EXTRA.items():
        table.setdefault(sf, variant(library, icon, filled))
    return table


PATH_TOKEN = re.compile(r"[MmLlHhVvCcSsQqTtAaZz]|-?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?")
ARGUMENTS = {"m": 2, "l": 2, "h": 1, "v": 1, "c": 6, "s": 4, "q": 4, "t": 2, "a": 7, "z": 0}


def path_commands(data):
    """(command, [numbers]) pairs of SVG path data, arcs' one-digit flags split apart."""
    commands, command, numbers = [], None, []
    position = 0
    while position < len(data):
        character = data[position]
        if character in " ,\t\n":
            position += 1
            continue
        if character.isalpha():
            if command is not None:
                commands.append((command, numbers))
            command, numbers = character, []
            position += 1
            continue
        # An arc's flags (arguments 4 and 5 of 7) are one digit each and may touch what follows.
        if command in "Aa" and len(numbers) % 7 in (3, 4):
            numbers.append(float(character))
            position += 1
            continue
        match = PATH_TOKEN.match(data, position)
        if not match or match.group(0).isalpha():
            raise ValueError(f"bad path data near {data[position:position + 10]!r}")
        numbers.append(float(match.group(0)))
        position = match.end()
    if command is not None:
        commands.append((command, numbers))
    return commands


def scaled_path(data, scale, cx, cy):
    """Path data scaled by `scale` about (cx, cy): absolute points move, relative ones shrink."""
    out = []
    for command, numbers in path_commands(data):
        lower = command.lower()
        count = ARGUMENTS[lower]
        absolute = command.isupper()
        if count == 0:
            out.append(command)
            continue
        values = []
        for start in range(0, len(numbers), count):
            group = numbers[start:start + count]
            if lower == "a":
                rx, ry, rotation, large, sweep, x, y = group
                x, y = (cx + (x - cx) * scale, cy + (y - cy) * scale) if absolute else (x * scale, y * scale)
                values.append(f"{fmt(rx * scale)} {fmt(ry * scale)} {fmt(rotation)} {int(large)} {int(sweep)} {fmt(x)} {fmt(y)}")
            elif lower in "hv":
                centre = cx if lower == "h" else cy
                values.append(fmt(centre + (group[0] - centre) * scale if absolute else group[0] * scale))
            else:
                pairs = []
                for i in range(0, len(group), 2):
                    x, y = group[i], group[i + 1]
                    if absolute:
                        x, y = cx + (x - cx) * scale, cy + (y - cy) * scale
                    else:
                        x, y = x * scale, y * scale
                    pairs.append(f"{fmt(x)} {fmt(y)}")
                values.append(" ".join(pairs))
        out.append(command + compact(" ".join(values)))
    return "".join(out)


def path_points(data, samples=24):
    """Points along SVG path data (its ends, and samples along curves and arcs), for its bounds."""
    points, x, y, start, control = [], 0.0, 0.0, (0.0, 0.0), None
    for command, numbers in path_commands(data):
        lower, relative = command.lower(), command.islower()
        count = ARGUMENTS[lower]
        if count == 0:
            x, y = start
            control = None
            continue
        for index in range(0, len(numbers), count):
            group = numbers[index:index + count]
            dx, dy = (x, y) if relative else (0.0, 0.0)
            if lower in "ml":
                x, y = group[0] + dx, group[1] + dy
                if lower == "m" and index == 0:
                    start = (x, y)
                points.append((x, y))
                control = None
            elif lower == "h":
                x = group[0] + dx
                points.append((x, y))
                control = None
            elif lower == "v":
                y = group[0] + dy
                points.append((x, y))
                control = None
            elif lower in "cs":
                if lower == "c":
                    c1 = (group[0] + dx, group[1] + dy)
                    rest = group[2:]
                else:
                    c1 = (2 * x - control[0], 2 * y - control[1]) if control else (x, y)
                    rest = group
                c2, end = (rest[0] + dx, rest[1] + dy), (rest[2] + dx, rest[3] + dy)
                for step in range(1, samples + 1):
                    t = step / samples
                    u = 1 - t
                    points.append((u ** 3 * x + 3 * u * u * t * c1[0] + 3 * u * t * t * c2[0] + t ** 3 * end[0],
                                   u ** 3 * y + 3 * u * u * t * c1[1] + 3 * u * t * t * c2[1] + t ** 3 * end[1]))
                control, (x, y) = c2, end
            elif lower in "qt":
                if lower == "q":
                    c1, end = (group[0] + dx, group[1] + dy), (group[2] + dx, group[3] + dy)
                else:
                    c1, end = ((2 * x - control[0], 2 * y - control[1]) if control else (x, y)), (group[0] + dx, group[1] + dy)
                for step in range(1, samples + 1):
                    t = step / samples
                    u = 1 - t
                    points.append((u * u * x + 2 * u * t * c1[0] + t * t * end[0], u * u * y + 2 * u * t * c1[1] + t * t * end[1]))
                control, (x, y) = c1, end
            else:
                rx, ry, rotation, large, sweep = group[:5]
                end = (group[5] + dx, group[6] + dy)
                points += arc_points(x, y, rx, ry, rotation, large, sweep, end, samples)
                x, y = end
                control = None
    return points


def arc_points(x1, y1, rx, ry, rotation, large, sweep, end, samples):
    """Samples of an SVG arc, from its endpoint form (SVG 1.1 F.6.5)."""
    x2, y2 = end
    rx, ry = abs(rx), abs(ry)
    if rx == 0 or ry == 0:
        return [end]
    phi = math.radians(rotation)
    cos, sin = math.cos(phi), math.sin(phi)
    mx, my = (x1 - x2) / 2, (y1 - y2) / 2
    px, py = cos * mx + sin * my, -sin * mx + cos * my
    scale = (px * px) / (rx * rx) + (py * py) / (ry * ry)
    if scale > 1:
        rx, ry = rx * math.sqrt(scale), ry * math.sqrt(scale)
    numerator = rx * rx * ry * ry - rx * rx * py * py - ry * ry * px * px
    factor = math.sqrt(max(0.0, numerator / (rx * rx * py * py + ry * ry * px * px)))
    if large == sweep:
        factor = -factor
    cxp, cyp = factor * rx * py / ry, -factor * ry * px / rx
    cx, cy = cos * cxp - sin * cyp + (x1 + x2) / 2, sin * cxp + cos * cyp + (y1 + y2) / 2
    angle = lambda ux, uy: math.atan2(uy, ux)
    theta = angle((px - cxp) / rx, (py - cyp) / ry)
    delta = angle((-px - cxp) / rx, (-py - cyp) / ry) - theta
    if sweep and delta < 0:
        delta += 2 * math.pi
    elif not sweep and delta > 0:
        delta -= 2 * math.pi
    points = []
    for step in range(1, samples * 4 + 1):
        t = theta + delta * step / (samples * 4)
        ex, ey = rx * math.cos(t), ry * math.sin(t)
        points.append((cos * ex - sin * ey + cx, sin * ex + cos * ey + cy))
    return points


def ink_box(glyph, paths):
    """The box a glyph's ink covers on the grid: its paths' bounds, a stroked layer's grown by
    half its pen (Lucide's 2 units unless the layer says)."""
    low_x = low_y = math.inf
    high_x = high_y = -math.inf
    for key, paint, _, width in glyph.layers:
        pen = 0.0 if paint == "fill" else (width if width is not None else 2.0) / 2
        for x, y in path_points(paths[key]):
            low_x, low_y = min(low_x, x - pen), min(low_y, y - pen)
            high_x, high_y = max(high_x, x + pen), max(high_y, y + pen)
    return low_x, low_y, high_x - low_x, high_y - low_y


def absolute_start(data):
    """Path data whose first move is absolute, so that it can follow another element's data:
    a leading "m" is absolute only at the start of a path, and its further pairs are relative lines."""
    if not data.startswith("m"):
        return data
    numbers = path_commands(data)[0][1]
    start = f"M{fmt(numbers[0])} {fmt(numbers[1])}"
    if len(numbers) > 2:
        start += "l" + compact(" ".join(fmt(v) for v in numbers[2:]))
    # What follows the first command is kept as Lucide wrote it.
    following = re.search(r"[A-Za-z]", data[1:])
    return start + (data[1 + following.start():] if following else "")


def compact(numbers):
    """Numbers as SVG path data writes them shortest: "0.5 -0.25" → ".5-.25"."""
    text = re.sub(r"(^|[ -])0\.", r"\1.", numbers)
    text = re.sub(r" -", "-", text)
    return re.sub(r"(\.\d+) (?=\.)", r"\1", text)


PAINT_CODES = {"stroke": "s", "fill": "f", "both": "b"}


def glyph_entry(glyph, index_of):
    """A glyph as `SymbolGlyph(entry:paths:)` reads it: its description, `|`, then its layers
    separated by `;`, each its outline's index in the paths, its paint, its level and its width
    where that is not 2. One string a name, so the table is a flat literal that compiles quickly."""
    if any(mark in glyph.description for mark in '|;"\\'):
        raise SystemExit(f"generate-symbols: unexpected characters in {glyph.description!r}")
    layers = []
    for key, paint, level, width in glyph.layers:
        fields = [str(index_of[key]), PAINT_CODES[paint], str(level)]
        if width is not None:
            fields.append(fmt(width))
        layers.append(" ".join(fields))
    return glyph.description + "|" + ";".join(layers)


HEADER = [
    "// Generated by Scripts/generate-symbols.py from the `lucide` wheel ({version}); Lucide's",
    "// icons are under the ISC licence (LICENSES/Lucide.txt). Do not edit; run the script again.",
    "",
]


def render(table, fallback, paths, version):
    keys = sorted(paths)
    index_of = {key: index for index, key in enumerate(keys)}
    lines = [line.format(version=version) for line in HEADER] + [
        "import KilnTree",
        "",
        "/// Lucide outlines (24 × 24, drawn with a 2-unit round stroke) for SF Symbol names; the few Kiln",
        "/// draws itself where Lucide's differ in size from SF's are `KILN_DRAWN` in the script.",
        "package enum SymbolGlyphs {",
        "    /// The glyph an SF Symbol name maps to, nil for a name with no icon.",
        "    static func glyph(named name: String) -> SymbolGlyph? {",
        "        SymbolInk.index(of: name).map { SymbolGlyph(entry: entries[$0], paths: paths) }",
        "    }",
        "",
        "    /// What stands in for a name with no icon: a dashed square, neutral about its meaning.",
        f'    static let fallback = SymbolGlyph(entry: "{glyph_entry(fallback, index_of)}", paths: paths)',
        "",
        "    /// Each name's glyph, in the order of `SymbolInk.names`, as `SymbolGlyph(entry:paths:)` reads it.",
        "    private static let entries: [String] = [",
    ]
    for sf in sorted(table):
        lines.append(f'        "{glyph_entry(table[sf], index_of)}",  // {sf}')
    lines += ["    ]", "", "    /// The outlines the entries name by their index.", "    private static let paths: [String] = ["]
    for key in keys:
        lines.append(f'        "{paths[key]}",  // {key}')
    lines += ["    ]", "}", ""]
    return "\n".join(lines)


def render_ink(table, fallback, paths, version):
    box = lambda glyph: ", ".join(fmt(round(v, 2)) for v in ink_box(glyph, paths))
    lines = [line.format(version=version) for line in HEADER] + [
        "extension SymbolInk {",
        "    /// Every SF Symbol name Kiln draws with an icon, sorted (by Swift's `<`, as the search needs).",
        "    package static let names: [String] = [",
    ]
    lines += [f'        "{sf}",' for sf in sorted(table)]
    lines += ["    ]", "",
              "    /// The box each name's icon inks on its 24-unit grid, its pen included, in the order of",
              "    /// `names`: x, y, width and height, four numbers a name (a flat literal compiles quickly).",
              "    static let boxes: [Double] = ["]
    lines += [f"        {box(table[sf])},  // {sf}" for sf in sorted(table)]
    lines += ["    ]", "",
              "    /// The box of the icon that stands in for a name with no icon.",
              f"    static let fallbackBox = Box({box(fallback)})", "}", ""]
    return "\n".join(lines)


def lucide_archive():
    spec = importlib.util.find_spec("lucide")
    if spec is None or not spec.submodule_search_locations:
        raise SystemExit("generate-symbols: the lucide package is not installed (pip install lucide)")
    directory = list(spec.submodule_search_locations)[0]
    return os.path.join(directory, "lucide.zip"), directory


def lucide_version(directory):
    parent = os.path.dirname(directory)
    for entry in os.listdir(parent):
        match = re.fullmatch(r"lucide-(.+)\.dist-info", entry)
        if match:
            return "lucide " + match.group(1)
    return "lucide"


def main():
    output = sys.argv[1] if len(sys.argv) > 1 else DEFAULT_OUTPUT
    ink_output = sys.argv[2] if len(sys.argv) > 2 else DEFAULT_INK_OUTPUT
    zip_path, directory = lucide_archive()
    with zipfile.ZipFile(zip_path) as archive:
        library = Library(archive)
        table = names_to_glyphs(library)
        fallback = outline(library, FALLBACK)
    for key, path in library.paths.items():
        if '"' in path or "\\" in path:
            raise SystemExit(f"generate-symbols: unexpected characters in {key}'s path data")
    version = lucide_version(directory)
    for path, source in ((output, render(table, fallback, library.paths, version)),
                         (ink_output, render_ink(table, fallback, library.paths, version))):
        with open(path, "w") as file:
            file.write(source)
    print(f"generate-symbols: {len(table)} names, {len(library.paths)} paths -> {output}, {ink_output}", file=sys.stderr)


if __name__ == "__main__":
    main()
