@echo off
rem Grades this kit's program with the bundled grader: check [grader options, e.g. --tags dealer --verbose]
cd /d "%~dp0"
where node >nul 2>nul || (echo check: the grader needs Node.js 20 or newer ^(the node command^) & exit /b 2)
if not exist grader.mjs (echo check: grader.mjs is missing from this folder; download the kit again & exit /b 2)
set ASSIGNMENT=
if exist assignment.json (node grader.mjs grade --help | findstr /c:"--assignment" >nul && set ASSIGNMENT=--assignment assignment.json)
node grader.mjs grade --cmd "python blackjack.py --protocol" %ASSIGNMENT% %*
