<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it_IT">
<context>
    <name>shell</name>
    <message>
        <location filename="../../gamesuite/i18n/__init__.py" line="52"/>
        <source>player {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gamesuite/i18n/__init__.py" line="68"/>
        <source>{first} and {last}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
