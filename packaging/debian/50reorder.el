;;; 50reorder.el --- reorder's emacs plugin: M-x reorder-region, reorder-buffer  -*- lexical-binding: t; -*-
;; Debian's emacs loads every file here at startup. A conffile stays after
;; the package is removed, so it does nothing without the plugin.
(let ((directory "/usr/share/emacs/site-lisp/reorder"))
  (when (file-exists-p (expand-file-name "reorder.el" directory))
    (add-to-list 'load-path directory)
    (autoload 'reorder-region "reorder" "Reorder the region's lines in reorder." t)
    (autoload 'reorder-buffer "reorder" "Reorder the buffer's lines in reorder." t)))
