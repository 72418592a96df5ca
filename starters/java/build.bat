@echo off
rem Compiles the kit and your Blackjack.java into out\ (needs a JDK 17 or newer: javac).
cd /d "%~dp0"
dir /s /b src\*.java > build-sources.txt
javac -encoding UTF-8 -d out @build-sources.txt
