"""The real phone page in a real headless browser: Debian's chromium + chromium-driver, driven by selenium.

``phone_browser()`` gives a driver whose viewport is a phone's (390x844, touch, 2x pixels), or skips with
the reason when chromium is not installed, except in CI (``CI=true``), where a missing browser fails.
A :class:`PhoneTab` is one phone: a tab of that browser holding one seat's link; while it waits for the
page, it turns the Qt event loop (the app answers the phone on the Qt thread).
"""

from __future__ import annotations

import os
import shutil
import time
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication

WIDTH, HEIGHT = 390, 844


def _binaries() -> tuple[str | None, str | None]:
    browser = shutil.which("chromium") or shutil.which("chromium-browser")
    driver = shutil.which("chromedriver")
    return browser, driver


def phone_browser() -> Any:
    browser, driver = _binaries()
    if browser is None or driver is None:
        if os.environ.get("CI", "").lower() in ("1", "true", "yes"):
            pytest.fail("CI needs Debian's chromium and chromium-driver for the phone tests (dev.py installs them)")
        pytest.skip("the phone page tests need Debian's chromium and chromium-driver "
                    "(apt-get install chromium chromium-driver; python3 dev.py test installs them)")
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = browser
    for arg in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
                "--disable-extensions", "--no-first-run", "--disable-background-networking",
                "--disable-renderer-backgrounding", "--disable-background-timer-throttling",
                "--disable-backgrounding-occluded-windows", f"--window-size={WIDTH},{HEIGHT}"):
        options.add_argument(arg)
    web = webdriver.Chrome(service=Service(driver), options=options)
    web.set_page_load_timeout(20)
    return web


def emulate_phone(web: Any) -> None:
    web.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                        {"width": WIDTH, "height": HEIGHT, "deviceScaleFactor": 2, "mobile": True})
    web.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": True})


def pump_until(predicate: Any, timeout: float = 10.0, what: str = "the phone") -> Any:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        QCoreApplication.processEvents()
        value = predicate()
        if value:
            return value
        time.sleep(0.005)
    raise AssertionError(f"timed out waiting for {what}")


class PhoneTab:
    """One phone: a browser tab holding one seat's link."""

    def __init__(self, web: Any, link: str, seat: int, first: bool = False) -> None:
        self.web = web
        self.seat = seat
        if not first:
            web.switch_to.new_window("tab")
        self.handle = web.current_window_handle
        emulate_phone(web)
        web.get("about:blank")
        web.execute_script("window.location.href = arguments[0]", link)  # get() would wait for the page; we pump
        self.wait_version(None)

    def focus(self) -> None:
        if self.web.current_window_handle != self.handle:
            self.web.switch_to.window(self.handle)

    def version(self) -> int | None:
        self.focus()
        v = self.web.execute_script("return document.body ? document.body.getAttribute('data-v') : null")
        return int(v) if v is not None else None

    def wait_version(self, version: int | None, timeout: float = 15.0) -> None:
        """Until the page shows state ``version`` (None: any state at all)."""
        pump_until(lambda: (v := self.version()) is not None and (version is None or v >= version), timeout,
                   f"seat {self.seat}'s phone to show state {version}")

    def text(self) -> str:
        self.focus()
        return self.web.execute_script("return document.body.innerText")

    def buttons(self) -> list[Any]:
        from selenium.webdriver.common.by import By

        self.focus()
        return [b for b in self.web.find_elements(By.CSS_SELECTOR, "#actions button[data-action]") if b.is_displayed()]

    def forms(self) -> list[Any]:
        from selenium.webdriver.common.by import By

        self.focus()
        return [f for f in self.web.find_elements(By.CSS_SELECTOR, "#actions form.free") if f.is_displayed()]

    def screenshot(self, path: str) -> None:
        self.focus()
        self.web.save_screenshot(path)
